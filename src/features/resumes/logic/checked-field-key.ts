/**
 * The key of one parsed field in the résumé's `checked_fields` (space-separated keys): the field
 * name for the résumé's own fields, `<item id>.<field>` for an item's. Item ids are UUIDs and
 * field names snake_case, so a key never holds a space or a second meaning.
 */
export function checkedFieldKey(itemId: string | undefined, field: string): string {
  return itemId ? `${itemId}.${field}` : field;
}
