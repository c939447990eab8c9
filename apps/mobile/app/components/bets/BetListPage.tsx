import { betCancelTexts, cancelModeLabel, isCancellable, toggleCancelSelection } from '@liuhe/domain'
import {
  BetOrderRow,
  Button,
  InfiniteList,
  Money,
  NavBar,
  Skeleton,
  useToast,
  visuallyHidden,
} from '@liuhe/ui'
import { Link, useLocation, useNavigate, useNavigation, useRevalidator } from '@remix-run/react'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { CopyButton } from '#app/components/wallet/CopyButton.tsx'
import { BetCancelBar } from './BetCancelBar'
import { type BetFilter, BetFilterDrawer, betFilterTexts } from './BetFilterDrawer'
import {
  type BetDayView,
  type BetListData,
  type BetRowView,
  betListHref,
  betListTabIds,
  betListTabLabels,
  filterBetRows,
  HISTORY_TAB,
} from './betList'
import * as styles from './betList.css'
import { useBetPages } from './useBetPages'
import { useCompactMode } from './useCompactMode'

/** Texts of the bet-list page (the tab names are in {@link betListTabLabels}). */
export const betListTexts = {
  tabs: '注单状态',
  list: '注单列表',
  days: '每日汇总',
  dayTitle: (date: string) => `${date} 注单`,
  backToDays: '返回每日汇总',
  betting: '投注金额',
  winLoss: '输赢',
  yuan: '元',
  orderNo: '注单号',
  loading: '加载中',
  filter: '筛选',
  filterSummary: '当前筛选',
} as const

/** Props of {@link BetListPage}. */
export interface BetListPageProps {
  data: BetListData
  /** The page's own address: /bet-list, or /report/bet-list in the report. */
  basePath: string
  title: string
  /** The back button's target; none on a bottom-navigation page. */
  backHref?: string
  /** Shown above the status tabs (the report's lottery / casino pair). */
  header?: ReactNode
}

/** A placeholder list while another tab or day loads. */
function ListSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className={visuallyHidden}>{betListTexts.loading}</span>
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height="96px" />
      ))}
    </div>
  )
}

function DayLink({ day, href }: { day: BetDayView; href: string }) {
  return (
    <Link className={styles.day} to={href}>
      <span className={styles.dayDate}>{day.date}</span>
      <span className={styles.dayFigure}>
        {betListTexts.betting} <Money value={day.bettingMoney} withSymbol={false} /> {betListTexts.yuan}
      </span>
      <span className={styles.dayFigure}>
        {betListTexts.winLoss} <Money value={day.winOrcloseMoney} withSymbol={false} /> {betListTexts.yuan}
      </span>
    </Link>
  )
}

/**
 * The bet list: status tabs (links, so they work before the page runs), today's bets 20 at a time, the
 * history's days and a day's bets, the filter drawer, and cancel mode.
 */
export function BetListPage({ data, basePath, title, backHref, header }: BetListPageProps) {
  const { tab, gameId, date, cancelEnabled, hyIsCancel, games } = data
  const query = useMemo(() => ({ tab, gameId, date }), [tab, gameId, date])
  const navigate = useNavigate()
  const navigation = useNavigation()
  const location = useLocation()
  const toast = useToast()
  const revalidator = useRevalidator()
  const showsOrders = tab !== HISTORY_TAB || date !== null
  const pages = useBetPages(data.list, showsOrders ? data.error : null, query)
  const [compact, setCompact] = useCompactMode()
  const [search, setSearch] = useState('')
  const [filterOpen, setFilterOpen] = useState(false)
  const [cancelMode, setCancelMode] = useState(false)
  const [cancelNow, setCancelNow] = useState(0)
  const [selected, setSelected] = useState<string[]>([])

  // Another tab, game or day is a new list: cancel mode and its ticks end with the old one.
  const listKey = `${tab}|${gameId}|${date}`
  const [shownKey, setShownKey] = useState(listKey)
  if (shownKey !== listKey) {
    setShownKey(listKey)
    setCancelMode(false)
    setSelected([])
  }

  const leaveCancelMode = useCallback(() => {
    setCancelMode(false)
    setSelected([])
  }, [])

  const rows = filterBetRows(pages.rows, { gameId, search })
  const switching =
    navigation.state === 'loading' &&
    navigation.location.pathname === basePath &&
    navigation.location.search !== location.search

  const toggleCancelMode = () => {
    if (!cancelEnabled) return toast.show(betCancelTexts.disabled)
    if (cancelMode) return leaveCancelMode()
    setCancelNow(Date.now())
    setCancelMode(true)
  }

  const applyFilter = (next: BetFilter) => {
    setCompact(next.compact)
    if (next.search !== search) {
      setSearch(next.search)
      setSelected([])
    }
    if (next.gameId !== gameId) navigate(betListHref(basePath, { tab, gameId: next.gameId, date }))
  }

  const tick = (row: BetRowView) => {
    const result = toggleCancelSelection(selected, row, hyIsCancel, Date.now())
    if (result.message) toast.show(result.message)
    setSelected(result.selected)
  }

  const gameName = games.find((game) => game.gameId === gameId)?.gameName ?? betFilterTexts.allGames
  const summary = search ? `${gameName} · “${search}”` : gameName

  const orders = (
    <InfiniteList<BetRowView>
      items={rows}
      getKey={(row) => row.orderNo}
      renderItem={(row) => (
        <BetOrderRow
          orderNo={row.orderNo}
          gameName={row.gameName}
          turnNum={row.turnNum}
          betInfo={row.betInfo}
          amountFen={row.amountFen}
          oddsMilli={row.oddsMilli}
          statusText={row.statusText}
          displayState={row.displayState}
          rewardFen={row.rewardFen}
          draw={row.draw ?? undefined}
          orderNoAction={<CopyButton text={row.orderNo} label={`${betListTexts.orderNo} ${row.orderNo}`} />}
          time={row.time}
          cancellable={cancelMode && isCancellable(row, hyIsCancel, cancelNow)}
          selected={selected.includes(row.orderNo)}
          onSelectedChange={() => tick(row)}
          variant={compact ? 'compact' : 'full'}
        />
      )}
      {...pages.listProps}
      threshold={300}
      aria-label={betListTexts.list}
    />
  )

  return (
    <div className={styles.page}>
      <NavBar title={title} backHref={backHref} />
      <main className={styles.main}>
        <div className={styles.bar}>
          {header}
          <nav aria-label={betListTexts.tabs}>
            <ul className={styles.tabs}>
              {betListTabIds.map((id) => (
                <li key={id}>
                  <Link
                    className={styles.tab}
                    to={betListHref(basePath, { tab: id, gameId })}
                    aria-current={id === tab ? 'page' : undefined}
                    preventScrollReset
                  >
                    {betListTabLabels[id]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.toolbar}>
            <p className={styles.summary}>
              <span className={visuallyHidden}>{betListTexts.filterSummary}：</span>
              {summary}
            </p>
            <Button size="sm" variant="secondary" onClick={() => setFilterOpen(true)}>
              {betListTexts.filter}
            </Button>
            {showsOrders && (
              <Button size="sm" variant={cancelMode ? 'secondary' : 'primary'} onClick={toggleCancelMode}>
                {cancelModeLabel(cancelMode)}
              </Button>
            )}
          </div>
          {cancelMode && showsOrders && (
            <BetCancelBar
              rows={rows}
              hyIsCancel={hyIsCancel}
              selected={selected}
              onSelectedChange={setSelected}
              onCancelled={leaveCancelMode}
            />
          )}
        </div>
        {switching ? (
          <ListSkeleton />
        ) : tab === HISTORY_TAB && date === null ? (
          <InfiniteList<BetDayView>
            items={data.days ?? []}
            getKey={(day) => day.date}
            renderItem={(day) => (
              <DayLink day={day} href={betListHref(basePath, { tab, gameId, date: day.date })} />
            )}
            hasMore={false}
            error={data.error}
            onRetry={() => revalidator.revalidate()}
            onLoadMore={() => {}}
            aria-label={betListTexts.days}
          />
        ) : tab === HISTORY_TAB ? (
          <section aria-labelledby="bet-day-title">
            <div className={styles.dayHeader}>
              <Button size="sm" variant="ghost" icon="back" href={betListHref(basePath, { tab, gameId })}>
                {betListTexts.backToDays}
              </Button>
              <h2 id="bet-day-title" className={styles.dayTitle}>
                {betListTexts.dayTitle(date ?? '')}
              </h2>
            </div>
            {orders}
          </section>
        ) : (
          orders
        )}
      </main>
      <BetFilterDrawer
        open={filterOpen}
        onOpenChange={setFilterOpen}
        games={games}
        applied={{ gameId, compact, search }}
        onApply={applyFilter}
      />
    </div>
  )
}
