/**
 * Words OpenCC's Hong Kong variant writes in their mainland form where Hong Kong usage has another word (設置
 * → 設定, 登錄 → 登入 …), applied after OpenCC to the 繁體 build's text (`vite.config.ts`) and to the platform's
 * texts at run time (`app/server/platform/hant.server.ts`). Keys are OpenCC's output. Only words whose Hong Kong usage clearly
 * differs are listed; this module lives outside `app/` so the 繁體 build never converts the list itself.
 */
export const hkPhrases: Readonly<Record<string, string>> = {
  設置: '設定',
  默認: '預設',
  登錄: '登入',
  信息: '訊息',
  賬號: '帳號',
  鏈接: '連結',
  加載: '載入',
  視頻: '影片',
  短信: '短訊',
}

const phrasePattern = new RegExp(Object.keys(hkPhrases).join('|'), 'g')

/** A Simplified → Traditional (Hong Kong) converter with {@link hkPhrases} applied to its output. */
export function toHongKong(convert: (text: string) => string): (text: string) => string {
  return (text) => convert(text).replace(phrasePattern, (word) => hkPhrases[word] ?? word)
}
