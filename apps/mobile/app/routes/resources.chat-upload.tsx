import type { ActionFunctionArgs } from '@remix-run/node'
import { memberRoute } from '#app/routeAccess.ts'
import { chatSession } from '#app/server/chat/chat.server.ts'
import { failureResponse } from '#app/server/request/errors.server.ts'

export const access = memberRoute()

/** Image types and size the chat accepts (the chat service checks them again). */
const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
const maxBytes = 2 * 1024 * 1024

/** Uploads a chat image to the chat service; answers its address. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null)
  const image = form?.get('image')
  if (!(image instanceof Blob) || !imageTypes.includes(image.type))
    return Response.json({ message: '请选择 PNG、JPEG、GIF 或 WebP 图片' }, { status: 400 })
  if (image.size > maxBytes) return Response.json({ message: '图片不能超过2MB' }, { status: 400 })
  try {
    const { chat } = await chatSession(request)
    return Response.json(await chat.uploadImage(image, image instanceof File ? image.name : 'image.png'))
  } catch (error) {
    return failureResponse(error)
  }
}
