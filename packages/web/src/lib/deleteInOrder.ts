/**
 * Deletes `ids` one after another with `remove`; the first failure stops the rest and is thrown (part 2
 * §8: deletion of several groups stops at the first failure). Every settings table's multi-delete.
 */
export async function deleteInOrder(
  ids: readonly string[],
  remove: (id: string) => Promise<unknown>,
): Promise<void> {
  for (const id of ids) await remove(id);
}
