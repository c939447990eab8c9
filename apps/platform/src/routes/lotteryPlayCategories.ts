/** A play category of a lottery game (`GET /game/play-cate`). */
export interface PlayCategory {
  playCateId: number
  playCateName: string
  playCateCode: string
  sort: number
}

const names: Readonly<Record<string, readonly [string, string][]>> = {
  sixMark: [
    ['TM', '特码'],
    ['LM', '两面'],
    ['SB', '色波'],
    ['TX', '特肖'],
    ['ZM', '正码'],
    ['ZMT', '正码特'],
    ['ZM16', '正码1-6'],
    ['LMA', '连码'],
    ['BB', '半波'],
    ['YXWS', '一肖尾数'],
    ['HX', '合肖'],
    ['LX', '连肖'],
    ['WSL', '尾数连'],
    ['ZXBZ', '自选不中'],
    ['ZTWS', '头尾数'],
    ['WX', '五行'],
  ],
  racing: [
    ['LM', '两面'],
    ['GYH', '冠亚和'],
    ['DW110', '1~10名'],
    ['GJ', '冠军'],
    ['YJ', '亚军'],
    ['LH', '龙虎'],
  ],
  quickThree: [
    ['HZ', '和值'],
    ['SJ', '三军'],
    ['WS', '围骰'],
    ['DD', '短牌'],
    ['CP', '长牌'],
    ['DX', '大小骰宝'],
  ],
  timeBased: [
    ['LM', '两面'],
    ['YZ', '1~5球'],
    ['QZH', '前中后'],
    ['LH', '龙虎斗'],
    ['DN', '斗牛'],
    ['ZHZ', '总和'],
  ],
}

/** The play categories of a lottery kind, in display order. */
export function playCategoriesOf(kind: string): PlayCategory[] {
  return (names[kind] ?? []).map(([code, name], index) => ({
    playCateId: index + 1,
    playCateName: name,
    playCateCode: code,
    sort: index + 1,
  }))
}
