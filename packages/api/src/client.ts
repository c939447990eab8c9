import { agentApi } from './agent'
import { authApi } from './auth'
import { betsApi } from './bets'
import { chatApi } from './chat'
import { contentApi } from './content'
import { documentsApi } from './documents'
import { galleryApi } from './gallery'
import { gamesApi } from './games'
import { createHttp, type HttpOptions } from './http'
import { lotteryApi } from './lottery'
import { promotionsApi } from './promotions'
import { pushApi } from './push'
import { responsibleApi } from './responsible'
import { searchApi } from './search'
import { templatesApi } from './templates'
import { userApi } from './user'
import { accountApi, walletApi } from './wallet'

/** The typed platform client: one module per API area. */
export function createLiuheApi(options: HttpOptions) {
  const http = createHttp(options)
  return {
    http,
    lottery: lotteryApi(http),
    templates: templatesApi(http),
    documents: documentsApi(http),
    search: searchApi(http),
    auth: authApi(http),
    user: userApi(http),
    games: gamesApi(http),
    content: contentApi(http),
    promotions: promotionsApi(http),
    gallery: galleryApi(http),
    bets: betsApi(http),
    wallet: walletApi(http),
    account: accountApi(http),
    agent: agentApi(http),
    responsible: responsibleApi(http),
    chat: chatApi(http),
    push: pushApi(http),
  }
}
/** The typed platform client. */
export type LiuheApi = ReturnType<typeof createLiuheApi>
