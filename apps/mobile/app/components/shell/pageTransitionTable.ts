// The route table of the page transitions, loaded after hydration where transitions run at all
// (pageTransitions.ts imports it lazily): a browser without the View Transitions API never loads it.
export { pageTransition } from '@liuhe/domain'
