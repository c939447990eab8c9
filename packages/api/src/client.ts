import { createHttp, type HttpOptions } from './http'
import { lotteryApi } from './lottery'

/** The typed platform client: one module per API area. */
export function createLiuheApi(options: HttpOptions) {
  const http = createHttp(options)
  return { http, lottery: lotteryApi(http) }
}
/** The typed platform client. */
export type LiuheApi = ReturnType<typeof createLiuheApi>
