import { requireViewer } from '#app/server/auth/viewer.server.ts'
import { platformFor } from '#app/server/platform/platform.server.ts'
import { invariantResponse, platformFailure } from '#app/server/request/errors.server.ts'

/**
 * A chat route's id parameter (a room, red packet, user or service account): a positive integer, else the
 * route answers 404 with `missing` (e.g. 聊天室不存在).
 */
export function chatIdParam(param: string | undefined, missing: string): number {
  const id = Number(param)
  invariantResponse(Number.isSafeInteger(id) && id > 0, missing)
  return id
}

/**
 * The red packet of a hong-bao route's `hongbaoId` as the signed-in viewer sees it (a guest is sent to log
 * in); a failure becomes the route's error answer (404 红包不存在 for one the platform does not have).
 */
export async function viewerHongbao(request: Request, hongbaoParam: string | undefined) {
  const id = chatIdParam(hongbaoParam, '红包不存在')
  const { token } = await requireViewer(request)
  try {
    return await platformFor(request, token).chat.hongbao(id)
  } catch (error) {
    platformFailure(error, { notFound: '红包不存在' })
  }
}
