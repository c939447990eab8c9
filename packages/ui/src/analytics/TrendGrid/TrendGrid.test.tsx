import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { itHasNoAxeViolationsInEveryTheme } from '../../test/a11y'
import { groupedTrendProps, numberTrendProps, sampleHistory } from '../fixtures'
import { TREND_CELL_PX } from './geometry'
import { TrendGrid } from './TrendGrid'

const numbers = numberTrendProps()

/** The server's HTML of an element: rendered where there is no document, as on the server. */
function serverHtml(element: ReactElement): string {
  vi.stubGlobal('document', undefined)
  try {
    return renderToString(element)
  } finally {
    vi.unstubAllGlobals()
  }
}

/** A container holding the server's HTML of an element, in the document. */
function serverRendered(element: ReactElement): HTMLDivElement {
  const server = document.createElement('div')
  server.innerHTML = serverHtml(element)
  document.body.append(server)
  return server
}

describe('TrendGrid', () => {
  it('is a table: the issue column, 49 numbers, hits named 开出 and omission counts elsewhere', () => {
    render(<TrendGrid caption="特码走势 近30期" {...numbers} />)
    const table = screen.getByRole('table', { name: '特码走势 近30期' })
    expect(within(table).getAllByRole('columnheader')).toHaveLength(50)
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('期号')
    const newest = sampleHistory[0]!
    const special = String(newest.special.number).padStart(2, '0')
    const firstRow = within(table).getAllByRole('row')[1]!
    expect(within(firstRow).getByRole('rowheader')).toHaveTextContent(newest.turnNum.slice(4))
    expect(within(firstRow).getByRole('cell', { name: `开出 ${special}` })).toHaveTextContent(special)
    // A miss shows the draws since that number was last the 特码.
    const missIndex = numbers.rows[0]!.cells.findIndex((cell) => !cell.hit)
    const miss = numbers.rows[0]!.cells[missIndex]!
    expect(within(firstRow).getAllByRole('cell')[missIndex]).toHaveTextContent(
      String(miss.hit ? '' : miss.omission),
    )
  })

  it('ends with the footer figures of each column', () => {
    render(<TrendGrid caption="特码走势" {...numbers} />)
    for (const label of ['出现总次数', '平均遗漏', '最大遗漏', '最大连出'])
      expect(screen.getByRole('rowheader', { name: label })).toBeInTheDocument()
    const countRow = screen.getByRole('rowheader', { name: '出现总次数' }).closest('tr')!
    const total = within(countRow)
      .getAllByRole('cell')
      .reduce((sum, cell) => sum + Number(cell.textContent), 0)
    expect(total).toBe(30)
  })

  it('switches the overlays with pressed toggles, drawing the polyline through every hit', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    const { container } = render(<TrendGrid caption="特码走势" {...numbers} onValueChange={onValueChange} />)
    const line = screen.getByRole('button', { name: '折线' })
    expect(line).toHaveAttribute('aria-pressed', 'false')
    // Every overlay is drawn once and shown by its toggle, so a toggle changes no layout.
    const overlay = (name: string) => container.querySelector(`svg[data-overlay="${name}"]`)!
    for (const name of ['line', 'layers', 'guides']) expect(overlay(name)).not.toHaveAttribute('data-shown')
    await user.click(line)
    expect(overlay('line')).toHaveAttribute('data-shown')
    expect(line).toHaveAttribute('aria-pressed', 'true')
    expect(onValueChange).toHaveBeenLastCalledWith(['line'])
    const points = container.querySelector('polyline')!.getAttribute('points')!.split(' ')
    expect(points).toHaveLength(30)
    const firstColumn = numbers.rows[0]!.cells.findIndex((cell) => cell.hit)
    expect(points[0]).toBe(`${(firstColumn + 0.5) * TREND_CELL_PX},${0.5 * TREND_CELL_PX}`)
    await user.click(screen.getByRole('button', { name: '遗漏分层' }))
    await user.click(screen.getByRole('button', { name: '辅助线' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['line', 'layers', 'guides'])
    expect(overlay('layers')).toHaveAttribute('data-shown')
    expect(overlay('guides')).toHaveAttribute('data-shown')
    expect(container.querySelectorAll('rect')).toHaveLength(48)
    // Horizontal guides every five of the 30 rows, vertical ones every ten of the 49 columns.
    expect(overlay('guides').querySelector('path')!.getAttribute('d')!.match(/M/g)).toHaveLength(5 + 4)
    await user.click(line)
    expect(overlay('line')).not.toHaveAttribute('data-shown')
    expect(overlay('layers')).toHaveAttribute('data-shown')
  })

  it("leaves hidden overlays out of the server's HTML and draws them once the script runs", () => {
    const html = serverHtml(<TrendGrid caption="特码走势" {...numbers} defaultValue={['guides']} />)
    const server = document.createElement('div')
    server.innerHTML = html
    const drawnOn = (root: ParentNode) =>
      [...root.querySelectorAll('svg[data-overlay]')].map((svg) => svg.getAttribute('data-overlay'))
    // Only a shown overlay is worth its bytes before the toggles can work.
    expect(drawnOn(server)).toEqual(['guides'])
    document.body.append(server)
    act(() => {
      hydrateRoot(server, <TrendGrid caption="特码走势" {...numbers} defaultValue={['guides']} />)
    })
    expect(drawnOn(server)).toEqual(['layers', 'guides', 'line'])
    expect(server.querySelector('svg[data-overlay="guides"]')).toHaveAttribute('data-shown')
    expect(server.querySelector('svg[data-overlay="line"]')).not.toHaveAttribute('data-shown')
    server.remove()
  })

  it("keeps the server's cells through hydration, readable as the table, and renders new data itself", async () => {
    const element = <TrendGrid caption="特码走势" {...numbers} />
    const server = serverRendered(element)
    const firstCell = server.querySelector('tbody td')!
    const errors = vi.spyOn(console, 'error')
    let root: ReturnType<typeof hydrateRoot> | undefined
    act(() => {
      root = hydrateRoot(server, element)
    })
    // Hydrated without a mismatch, the toolbar claimed by React (it holds its fiber) and the cells not:
    // the very cells the server sent, left to the browser, and still the table's rows.
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    const claimed = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))
    expect(claimed(within(server).getByRole('button', { name: '折线' }))).toBe(true)
    expect(server.querySelector('tbody td')).toBe(firstCell)
    expect(claimed(firstCell)).toBe(false)
    const table = within(server).getByRole('table', { name: '特码走势' })
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 4)
    const special = String(sampleHistory[0]!.special.number).padStart(2, '0')
    expect(within(table).getAllByRole('row')[1]).toContainElement(
      within(table).getAllByRole('cell', { name: `开出 ${special}` })[0]!,
    )
    // The toggles work on the adopted table.
    await userEvent.setup().click(within(server).getByRole('button', { name: '折线' }))
    expect(server.querySelector('svg[data-overlay="line"]')).toHaveAttribute('data-shown')
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 4)
    // Other draws (another period): a table of their own replaces the server's, without its rows.
    const fewer = numberTrendProps(sampleHistory.slice(0, 6))
    act(() => root!.render(<TrendGrid caption="特码走势" {...fewer} />))
    const renewed = within(server).getByRole('table', { name: '特码走势' })
    expect(within(renewed).getAllByRole('row')).toHaveLength(1 + 6 + 4)
    expect(server.querySelectorAll('table')).toHaveLength(1)
    act(() => root!.unmount())
    server.remove()
  })

  it('offers no 折线 where a draw has several hits', () => {
    const { container } = render(<TrendGrid caption="生肖类型走势" {...groupedTrendProps()} />)
    expect(screen.queryByRole('button', { name: '折线' })).toBeNull()
    expect(container.querySelector('polyline')).toBeNull()
    expect(screen.getByRole('columnheader', { name: '家野' })).toHaveAttribute('colspan', '2')
  })

  it('follows a controlled value', () => {
    const { container, rerender } = render(<TrendGrid caption="走势" {...numbers} value={['line']} />)
    const line = () => container.querySelector('svg[data-overlay="line"]')
    expect(line()).toHaveAttribute('data-shown')
    rerender(<TrendGrid caption="走势" {...numbers} value={[]} />)
    expect(line()).not.toHaveAttribute('data-shown')
  })

  it('says 暂无数据 without draws', () => {
    render(<TrendGrid caption="走势" columns={numbers.columns} rows={[]} />)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  itHasNoAxeViolationsInEveryTheme(() => (
    <TrendGrid caption="特码走势" {...numberTrendProps(sampleHistory.slice(0, 6))} defaultValue={['line']} />
  ))
})
