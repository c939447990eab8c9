import { Button } from '@liuhe/ui'
import { Form } from '@remix-run/react'

/** 取消订单: cancels an order that still waits for payment. */
export function CancelOrder({ orderNo }: { orderNo: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="orderNo" value={orderNo} />
      <Button type="submit" variant="ghost" fullWidth>
        取消订单
      </Button>
    </Form>
  )
}
