/** `item` without the members that hold nothing (`undefined` or `null`): a record as read, restated as a save item. */
export function definedMembers<T extends object>(item: T): T {
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined && value !== null)) as T
}
