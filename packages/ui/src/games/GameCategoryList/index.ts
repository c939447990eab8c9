export {
  type GameCategoryEntry,
  GameCategoryList,
  type GameCategoryListLayout,
  type GameCategoryListProps,
  gameCategoryListLayouts,
} from './GameCategoryList'
