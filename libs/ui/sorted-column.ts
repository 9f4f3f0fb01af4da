// `@draftroom/ui/sorted-column`: the table scroll of the first view's own small script, without the rest of the library (decision 167).
export { showSortedColumns } from './src/table/sorted-column';
