// /macau-lottery counts as home (spec section 2): it is the home page with the Macau game (110) selected,
// which is home's default game.
import Home, { ErrorBoundary as HomeErrorBoundary, loader as homeLoader, meta as homeMeta } from './_index'

export const meta = homeMeta
export const loader = homeLoader
export const ErrorBoundary = HomeErrorBoundary
export default Home
