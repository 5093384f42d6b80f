// screens.md §9: the first call fills tall screens with two pages' worth, then 32 at a time.
export const FIRST_PAGE_SIZE = 64;
export const PAGE_SIZE = 32;
