import {
  betFormTexts,
  loginRedirect,
  lotteryWalletCovers,
  type PricedPlay,
  pickedBetCount,
  randomPicks,
  selectionsFromPicks,
  selectionText,
  walletTexts,
  yuanToFen,
} from '@liuhe/domain'
import { type BetConfirmRow, BetGrid, BetSlipBar, useToast } from '@liuhe/ui'
import { Form, Link, useLocation, useNavigate, useNavigation, useSubmit } from '@remix-run/react'
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { useAdultGate } from '#app/components/responsible/AdultGate.tsx'
import * as styles from './betting.css.ts'
import type { GridCell, PlayView } from './betting.server.ts'

const loadConfirmDialog = () => import('./ConfirmDialog.ts')
/** The confirmation (and the dialog code under it) stays out of the page's first load. */
const BetConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.BetConfirmDialog })))
type BetQuoteOf = typeof import('./ConfirmDialog.ts')['betQuote']

/** Props of {@link BettingPanel}. */
export interface BettingPanelProps {
  gameId: number
  gameName: string
  turnNum: string
  menu: { group: string; plays: { id: string; name: string }[] }[]
  play: PlayView
  position: number
  /** Cells the slip starts with (a quick bet's side); a refused form's own picks come first. */
  initialPicks?: readonly string[]
  quick: { group: string; items: { label: string; numbers: number[] }[] }[]
  closed: boolean
  signedIn: boolean
  /** The member has confirmed being 18 or over (else the first 下注 asks). */
  adultConfirmed: boolean
  /** The member's lottery wallet (彩票余额), fen: what the platform debits a bet from; null for a guest. */
  lotteryFen?: number | null
  idempotencyKey: string
  /** A refused form: its message, and the picks and amount to keep. */
  refusal?: { message: string; values: { playId: string; amount: string; picks: string[] } } | undefined
}

const FORM_ID = 'bet-form'
const two = (n: number) => String(n).padStart(2, '0')

/** A parlay's cells, one grid per leg: the key carries the leg (`1:大`), the cell shows the option. */
function legCells(play: PlayView, position: number): GridCell[] {
  return play.cells.map((cell) => ({ ...cell, key: `${position}:${cell.key}`, label: cell.key }))
}

/** How many picks 机选 makes: one cell, a combination's size, or a group's fewest. */
function randomCount(play: PlayView): number {
  if (play.shape.kind === 'combination') return play.shape.size
  if (play.shape.kind === 'group') return play.shape.minPicks
  return 1
}

/**
 * The betting form of one play: the play tabs, the quick selects, the grid (native checkboxes before the
 * page's script runs), and the slip at the bottom. 下注 checks the amount, then opens the confirmation (第{期}期
 * {游戏} 下注清单); 确定 posts the form to the route's action. Closing (封盘) clears the picks.
 */
export function BettingPanel(props: BettingPanelProps) {
  const { play, position, closed, refusal } = props
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const navigation = useNavigation()
  const submit = useSubmit()
  const formRef = useRef<HTMLFormElement>(null)
  const kept = refusal && refusal.values.playId === play.id ? refusal.values : undefined
  const [picks, setPicks] = useState<string[]>(kept?.picks ?? [...(props.initialPicks ?? [])])
  const [amount, setAmount] = useState<number | undefined>(
    kept && /^\d+$/.test(kept.amount) ? Number(kept.amount) : undefined,
  )
  const [message, setMessage] = useState(refusal?.message)
  const [confirming, setConfirming] = useState(false)
  // The confirmation's code is fetched with the first pick, so it is there when 下注 opens it; once
  // mounted it stays, so it can close after a bet clears the picks.
  const [confirmWanted, setConfirmWanted] = useState(false)
  useEffect(() => {
    if (picks.length > 0 || confirming) setConfirmWanted(true)
  }, [picks.length, confirming])
  // The domain's quote arrives with the confirmation's code (ConfirmDialog.ts), at the first pick.
  const [pricer, setPricer] = useState<{ quote: BetQuoteOf }>()
  useEffect(() => {
    if (confirmWanted) void loadConfirmDialog().then((m) => setPricer({ quote: m.betQuote }))
  }, [confirmWanted])
  const submitting = navigation.state === 'submitting' && navigation.formData?.get('playId') === play.id
  const adultGate = useAdultGate(props.adultConfirmed)

  useEffect(() => {
    if (refusal) toast.show(refusal.message, { durationMs: 2000 })
  }, [refusal, toast])
  useEffect(() => {
    if (!closed) return
    setPicks([])
    setConfirming(false)
  }, [closed])

  const grid: PricedPlay = useMemo(
    () => ({
      shape: play.shape,
      cells: play.cells.map(({ key, number }) => ({ key, number })),
      family: play.family,
      rule: play.rule,
      odds: play.odds,
    }),
    [play],
  )
  const count = pickedBetCount(grid, picks, position)
  // Every figure shown before the bet — each line, 总金额, 共 and 可赢 — comes from the domain's quote, whose
  // amounts are what the platform debits (betAmountFen: 翻倍 holds 5 stakes per 注).
  const quote =
    amount && pricer
      ? pricer.quote(grid, selectionsFromPicks(grid, picks, position), yuanToFen(amount))
      : undefined
  const notes = play.oddsNote ? ` (${play.oddsNote})` : ''
  const rows: BetConfirmRow[] = (quote?.lines ?? []).map((line, index) => ({
    key: `${index}`,
    play: `${play.name} ${selectionText(grid, line.selection)}${notes}`,
    oddsMilli: typeof line.odds === 'number' ? line.odds : [...new Set(Object.values(line.odds))],
    amountFen: line.amountFen,
    count: line.count,
  }))

  /**
   * 下注: guests log in first; without a pick or a whole bet, or with a form the lottery wallet does not
   * cover (余额不足, as the platform would answer), the slip says why; else confirm.
   */
  const review = () => {
    if (!props.signedIn) {
      navigate(loginRedirect(`${location.pathname}${location.search}`))
      return
    }
    if (count === 0) {
      setMessage(picks.length === 0 ? betFormTexts.nothingPicked : `至少选择${play.minPicks}个`)
      return
    }
    // A 下注 quicker than the quote's code (a slow phone) waits for it: the wallet check needs the quote.
    if (pricer) confirmIfCovered(pricer.quote)
    else
      void loadConfirmDialog().then((m) => {
        setPricer({ quote: m.betQuote })
        confirmIfCovered(m.betQuote)
      })
  }
  const confirmIfCovered = (quoteOf: BetQuoteOf) => {
    const total = amount
      ? quoteOf(grid, selectionsFromPicks(grid, picks, position), yuanToFen(amount))
      : undefined
    const lotteryFen = props.lotteryFen
    if (total && typeof lotteryFen === 'number' && !lotteryWalletCovers({ lotteryFen }, total.amountFen)) {
      setMessage(walletTexts.insufficient)
      return
    }
    setMessage(undefined)
    // The first bet asks for the 18+ confirmation first.
    adultGate.guard(() => setConfirming(true))
  }
  const onFormSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (amount) review()
  }

  const playHref = (id: string, pos?: number) => `?play=${encodeURIComponent(id)}${pos ? `&pos=${pos}` : ''}`
  const currentGroup = props.menu.find((g) => g.plays.some((p) => p.id === play.id))

  return (
    <div className={styles.panel}>
      <nav className={styles.groups} aria-label="玩法分类">
        {props.menu.map((group) => (
          <Link
            key={group.group}
            className={styles.groupLink}
            to={playHref(group.plays[0]!.id)}
            aria-current={group === currentGroup ? 'page' : undefined}
            preventScrollReset
            replace
          >
            {group.group}
          </Link>
        ))}
      </nav>
      {currentGroup && currentGroup.plays.length > 1 ? (
        <nav className={styles.plays} aria-label={`${currentGroup.group}玩法`}>
          {currentGroup.plays.map((p) => (
            <Link
              key={p.id}
              className={styles.playLink}
              to={playHref(p.id)}
              aria-current={p.id === play.id ? 'page' : undefined}
              preventScrollReset
              replace
            >
              {p.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {play.shape.kind === 'position' ? (
        <nav className={styles.plays} aria-label="位置">
          {play.positions.map((p) => (
            <Link
              key={p.index}
              className={styles.playLink}
              to={playHref(play.id, p.index)}
              aria-current={p.index === position ? 'page' : undefined}
              preventScrollReset
              replace
            >
              {p.label}
            </Link>
          ))}
        </nav>
      ) : null}
      {play.oddsNote ? <p className={styles.oddsNote}>赔率 {play.oddsNote}</p> : null}

      {props.quick.length > 0 && !closed ? (
        <fieldset className={styles.quick}>
          <legend className={styles.legend}>快捷选号</legend>
          {props.quick.map((row) => (
            <div key={row.group} className={styles.quickRow}>
              <span className={styles.quickLabel}>{row.group}</span>
              {row.items.map((item) => (
                <button
                  key={item.label}
                  type="button"
                  className={styles.quickButton}
                  onClick={() => setPicks(item.numbers.map(two))}
                >
                  {item.label}
                </button>
              ))}
            </div>
          ))}
        </fieldset>
      ) : null}

      <Form id={FORM_ID} method="post" ref={formRef} onSubmit={onFormSubmit} className={styles.form}>
        <input type="hidden" name="turnNum" value={props.turnNum} />
        <input type="hidden" name="playId" value={play.id} />
        <input type="hidden" name="position" value={position} />
        <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
        {play.shape.kind === 'parlay' ? (
          play.positions.map((leg) => (
            <section key={leg.index} className={styles.leg} aria-label={leg.label}>
              <h2 className={styles.legTitle}>{leg.label}</h2>
              <BetGrid
                label={`${play.name} ${leg.label}`}
                cells={legCells(play, leg.index)}
                kind={play.cellKind}
                name="cells"
                value={picks.filter((p) => p.startsWith(`${leg.index}:`))}
                onValueChange={(next) =>
                  setPicks([...picks.filter((p) => !p.startsWith(`${leg.index}:`)), ...next])
                }
                closed={closed}
              />
            </section>
          ))
        ) : (
          <BetGrid
            label={play.name}
            cells={play.cells}
            kind={play.cellKind}
            name="cells"
            maxPicks={play.maxPicks}
            value={picks}
            onValueChange={(next) => {
              setPicks(next)
              setMessage(undefined)
            }}
            closed={closed}
          />
        )}
      </Form>

      <div className={styles.slip}>
        <BetSlipBar
          formId={FORM_ID}
          amountName="amount"
          count={count}
          amount={amount}
          totalFen={quote?.amountFen}
          win={quote?.win}
          onAmountChange={setAmount}
          onSubmit={review}
          onReset={() => {
            setPicks([])
            setAmount(undefined)
            setMessage(undefined)
          }}
          onRandom={
            play.shape.kind === 'parlay'
              ? undefined
              : () =>
                  setPicks(
                    randomPicks(
                      play.cells.map((c) => c.key),
                      randomCount(play),
                      Math.random,
                    ),
                  )
          }
          disabled={closed}
          submitting={submitting}
          message={message}
        />
      </div>
      {adultGate.dialog}
      {confirmWanted ? (
        <Suspense fallback={null}>
          <BetConfirmDialog
            open={confirming && quote !== undefined}
            onOpenChange={(open) => {
              if (!submitting) setConfirming(open)
            }}
            turnNum={props.turnNum}
            gameName={props.gameName}
            rows={rows}
            win={quote?.win}
            balanceFen={props.lotteryFen ?? undefined}
            submitting={submitting}
            onConfirm={() => {
              const form = formRef.current
              if (!form) return
              const data = new FormData(form)
              data.set('amount', String(amount ?? ''))
              submit(data, { method: 'post', preventScrollReset: true })
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
