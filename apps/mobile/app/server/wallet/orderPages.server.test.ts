import { describe, expect, it } from 'vitest'
import { processingPage, thirdPartyPage } from './orderPages.server.ts'
import type { OrderView } from './recharge.server.ts'

const order = {
  orderNo: 'R2611231200001ABC',
  kind: 'directCharging',
  status: 'pending',
} as OrderView
const at = (path: string) => new Request(`http://m.example${path}`)

/** The address a loader redirected to, or undefined when it answered the page. */
function redirectOf(load: () => unknown): string | undefined {
  try {
    load()
    return undefined
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location') ?? undefined
    throw thrown
  }
}

// The tests run the theme1 build: the order number is in the path there.
describe('third-party and processing order pages', () => {
  it('answers the third-party page of a waiting direct-charging order at its own address only', () => {
    expect(
      redirectOf(() => thirdPartyPage({ order }, at(`/recharge/third-party/${order.orderNo}`))),
    ).toBeUndefined()
    expect(
      redirectOf(() => thirdPartyPage({ order }, at(`/recharge/third-party?orderNo=${order.orderNo}`))),
    ).toBe(`/recharge/third-party/${order.orderNo}`)
    expect(
      redirectOf(() =>
        thirdPartyPage({ order: { ...order, kind: 'eWallet' } }, at('/recharge/third-party/x')),
      ),
    ).toBe(`/recharge/online/${order.orderNo}`)
    expect(
      redirectOf(() =>
        thirdPartyPage({ order: { ...order, status: 'paid' } }, at('/recharge/third-party/x')),
      ),
    ).toBe(`/recharge/processing/${order.orderNo}`)
  })

  it('shows any open order on the processing page, and sends a closed one to /recharge/failed', () => {
    expect(
      redirectOf(() => processingPage({ order }, at(`/recharge/processing/${order.orderNo}`))),
    ).toBeUndefined()
    expect(
      redirectOf(() => processingPage({ order }, at(`/recharge/processing?orderNo=${order.orderNo}`))),
    ).toBe(`/recharge/processing/${order.orderNo}`)
    expect(
      redirectOf(() =>
        processingPage(
          { order: { ...order, status: 'expired' } },
          at(`/recharge/processing/${order.orderNo}`),
        ),
      ),
    ).toBe(`/recharge/failed?orderNo=${order.orderNo}`)
  })
})
