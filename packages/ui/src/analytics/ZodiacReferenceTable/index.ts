export { ZodiacReferenceTable, type ZodiacReferenceTableProps } from './ZodiacReferenceTable'
