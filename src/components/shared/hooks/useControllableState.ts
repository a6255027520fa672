import { useCallback, useState } from 'react'
import { useLatestRef } from './useLatestRef'

/**
 * A value a host may control (`value` + `onChange`) or leave to the component (`defaultValue`),
 * Radix style. `onChange` fires in both modes; the setter is stable across renders.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: {
  value: T | undefined
  defaultValue: T
  onChange?: ((next: T) => void) | undefined
}): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue)
  const controlled = value !== undefined
  // The setter reads the latest props through a ref so that it can stay stable for effects and memos.
  const latest = useLatestRef({ controlled, onChange })
  const set = useCallback(
    (next: T) => {
      if (!latest.current.controlled) setOwn(next)
      latest.current.onChange?.(next)
    },
    [latest],
  )
  return [controlled ? value : own, set]
}
