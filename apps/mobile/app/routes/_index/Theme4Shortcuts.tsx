import { IconLinkGrid, Marquee } from '@liuhe/ui'
import { theme4Shortcuts } from './homeLayout.ts'

/** Props of {@link Theme4Shortcuts}. */
export interface Theme4ShortcutsProps {
  /** The lottery notices joined for the marquee; no marquee when empty. */
  noticeText: string
}

/** Theme4's home strip under the carousel: five shortcut icons and the lottery-notice marquee. */
export function Theme4Shortcuts({ noticeText }: Theme4ShortcutsProps) {
  return (
    <>
      <IconLinkGrid items={theme4Shortcuts} label="常用入口" columns={5} />
      {noticeText ? <Marquee text={noticeText} label="开奖公告" /> : null}
    </>
  )
}
