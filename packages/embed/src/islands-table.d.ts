/** The island table build.mjs generates from the island folders (islands-table.mjs); it registers them. */
declare module 'firsat:islands' {}
