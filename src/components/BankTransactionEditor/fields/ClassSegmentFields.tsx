import { useFormContext, useFormState } from 'react-hook-form'
import { isolate } from '../../../format/isolate'
import { useMessages } from '../../../react/provider/provided'
import { DimensionFields } from '../../shared/form/DimensionFields'
import type { DimensionIndex } from '../../../core/forms/dimensions'
import type { DimensionValueOption, OptionSource } from '../../../core/forms/optionSource'
import type { BankTransactionFormValues } from '../../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorMessages } from '../../../messages/queue/bankTransactionEditor'

interface ClassSegmentFieldsProps {
  index: DimensionIndex
  source: OptionSource<DimensionValueOption> | undefined
  /** The split whose segments these are; the transaction's own when absent. */
  split?: number
}

/** The transaction's (or one split's) class segments: one picker per dimension. */
export function ClassSegmentFields({ index, source, split }: ClassSegmentFieldsProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  const ofSplit = (label: string) => (split === undefined ? label : messages['bankTransactionEditor.splitField'](label, split + 1))
  return (
    <DimensionFields
      control={control}
      name={split === undefined ? 'classSegments' : `splits.${split}.classSegments`}
      index={index}
      source={source}
      legend={ofSplit(messages['bankTransactionEditor.classSegments'])}
      labelFor={(dimension) =>
        ofSplit(
          dimension.requiredness === 'REQUIRED' && split === undefined
            ? messages['bankTransactionEditor.requiredLabel'](isolate(dimension.name))
            : isolate(dimension.name),
        )
      }
      error={split === undefined ? errors.root?.classSegments?.message : undefined}
    />
  )
}
