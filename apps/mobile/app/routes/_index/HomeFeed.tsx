import { Chips } from '@liuhe/ui'
import { Link } from '@remix-run/react'
import * as recordStyles from '#app/components/templates/records.css.ts'
import { TemplateFeed, type TemplateFeedProps } from '#app/components/templates/TemplateFeed.tsx'

/**
 * Home's news feed below the draw card: the links to the ranking and the search, the play categories and
 * the template cards. It sits below the first screen, so home loads it as its own chunk after the page's
 * own code (the server still renders it, and it hydrates when its code arrives).
 */
export function HomeFeed({
  categories,
  category,
  onCategoryChange,
  ...feed
}: Omit<TemplateFeedProps, 'playCateName'> & {
  categories: readonly string[]
  category: string
  onCategoryChange: (category: string) => void
}) {
  return (
    <>
      {categories.length ? (
        <>
          <p className={recordStyles.links}>
            <Link className={recordStyles.link} to={`/template-ranking/${feed.gameId}`}>
              准确率排行
            </Link>
            <Link className={recordStyles.link} to={`/search?gameId=${feed.gameId}`}>
              号码生肖搜索
            </Link>
          </p>
          <Chips
            aria-label="玩法分类"
            pinned={1}
            items={['全部', ...categories].map((name) => ({ value: name, label: name }))}
            value={category || '全部'}
            onChange={(name) => onCategoryChange(name === '全部' ? '' : name)}
          />
        </>
      ) : null}
      <TemplateFeed key={`${feed.gameId}-${category}`} {...feed} playCateName={category} />
    </>
  )
}
