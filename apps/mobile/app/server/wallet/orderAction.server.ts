import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { failureOf } from '#app/server/request/errors.server.ts'
import { readForm } from '#app/server/request/input.server.ts'
import { orderNoSchema, orderPagePath, refused } from './recharge.server.ts'

const formSchema = z.object({
  intent: z.enum(['cancel', 'transferred']).catch('cancel'),
  orderNo: z.string().max(40).catch(''),
  payerName: z.string().max(30).catch(''),
})

/**
 * The order pages' buttons: 取消订单 (cancels an order still waiting for payment) and, on a bank order,
 * 我已完成转账 (the member made the transfer). Both continue on the page the order's new status has.
 */
export async function orderAction(request: Request) {
  const state = await requireViewer(request)
  const form = await readForm(request, formSchema)
  const values = { payerName: form.payerName }
  const orderNo = orderNoSchema.safeParse(form.orderNo)
  if (!orderNo.success) return refused(values, '订单不存在')
  const api = platformFor(request, state.token).wallet
  try {
    const order =
      form.intent === 'transferred'
        ? await api.markTransferred(orderNo.data, form.payerName.trim() || undefined)
        : await api.cancelRechargeOrder(orderNo.data)
    return redirect(orderPagePath(order))
  } catch (error) {
    return refused(values, failureOf(error).message)
  }
}
