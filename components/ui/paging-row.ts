/**
 * Marks a list's paging row, whose links PagingFocus follows. Kept out of the client module:
 * a server component importing a value from one gets a reference, not the value.
 */
export const PAGING_ROW = { 'data-paging': '' } as const;
export const PAGING_ROW_SELECTOR = '[data-paging]';

/**
 * The start of a list (its count line or heading), where PagingFocus puts the keyboard. No
 * control, so no ring (styles/globals.scss).
 */
export const LIST_START = { tabIndex: -1, 'data-list-start': '' } as const;
