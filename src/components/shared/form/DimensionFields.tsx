import { useId } from 'react'
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form'
import type { DimensionIndex } from '../../../core/forms/dimensions'
import { IsolatedText } from '../text/SentenceWithName'
import type { DimensionValueOption, OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { PickerField } from '../pickers/PickerField'

/** Keeps one dimension's values out of a source that lists every dimension's. */
const ofDimension = (dimensionId: string) => (option: PickerOption) =>
  (option as Partial<DimensionValueOption>).dimension?.id === dimensionId

/** Props of the pickers for a record's dimension values. */
export interface DimensionFieldsProps<T extends FieldValues> {
  control: Control<T>
  /** The form path of the selection object (`classSegments`, `splits.2.classSegments`, `dimensionValues`). */
  name: string
  index: DimensionIndex
  source: OptionSource<DimensionValueOption> | undefined
  legend: string
  /** The label of a dimension's picker (adds "(required)", or "(split 2)"), the dimension's name in it marked by `isolate()`. */
  labelFor: (dimension: { name: string; requiredness: string }) => string
  /** A service error about the dimensions as a whole. */
  error?: string
}

/** One picker per dimension, in a labelled group; a missing required value is a field error naming the dimension. */
export function DimensionFields<T extends FieldValues>({ control, name, index, source, legend, labelFor, error }: DimensionFieldsProps<T>) {
  const errorId = useId()
  if (index.dimensions.length === 0) return null
  return (
    <fieldset className="bk-dimension-fields" data-section="dimensions" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {index.dimensions.map((dimension) => (
        <PickerField
          key={dimension.id}
          control={control}
          name={`${name}.${dimension.id}` as FieldPathByValue<T, string>}
          label={labelFor(dimension)}
          source={source}
          filter={ofDimension(dimension.id)}
          selected={(value) => index.known.get(value)}
        />
      ))}
      {error && (
        <p id={errorId} className="bk-field__error">
          <IsolatedText text={error} />
        </p>
      )}
    </fieldset>
  )
}
