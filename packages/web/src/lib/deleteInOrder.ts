/**
 * Deletes `items` (ids, or records) one after another with `remove`; the first failure stops the rest and is thrown (part 2
 * §8: deletion of several groups stops at the first failure). Every settings table's multi-delete.
 */
export async function deleteInOrder<T>(
  items: readonly T[],
  remove: (item: T) => Promise<unknown>,
): Promise<void> {
  for (const item of items) await remove(item);
}
