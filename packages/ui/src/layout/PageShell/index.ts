export { PageShell, type PageShellProps } from './PageShell'
