import { describe, expect, it } from 'vitest'
import { fiveElementNumbers } from '../lottery/fiveElements'
import { zodiacOf } from '../lottery/zodiac'
import { macauDraws } from '../test-support/draws'
import { fromChinaTime, parseChinaTime } from '../time/chinaTime'
import { defaultFrozenOdds, playById } from './catalogue'
import { settleBet } from './settle'
import { sixMarkPlays } from './sixMarkPlays'
import { sixMarkJudge } from './sixMarkSettlement'
import type { Draw, Selection } from './types'

/** A draw in the 2025 蛇 year: 01 13 25 37 49 are 蛇, and n shares the zodiac of n ± 12. */
const AT_2025 = fromChinaTime(2025, 6, 1, 21, 30)
const draw = (normals: number[], special: number, drawTimeMs = AT_2025): Draw => ({
  numbers: [...normals, special],
  drawTimeMs,
})
const single = (cell: string): Selection => ({ kind: 'single', cell })
const cells = (...list: string[]): Selection => ({ kind: 'cells', cells: list })
const at = (position: number, cell: string): Selection => ({ kind: 'position', position, cell })

function settle(playId: string, selection: Selection, result: Draw, stakeFen = 100) {
  const play = playById(playId)!
  const oddsMilli = defaultFrozenOdds(play, selection, result.drawTimeMs)
  return settleBet({ play, selection, stakeFen, oddsMilli, draw: result })
}

/** Balls 03 14 25 36 47 08 + 19: zodiacs 兔 龙 蛇 马 羊 狗 + 猪, colours blue ×5, red 08, red 19; total 152. */
const plain = draw([3, 14, 25, 36, 47, 8], 19)

type Row = [playId: string, selection: Selection, result: Draw, payoutFen: number, resultCode: 0 | 1 | 2]

const rows: Record<string, Row[]> = {
  特码: [
    ['sm.tema.a', single('07'), draw([1, 2, 3, 4, 5, 6], 7), 4_900, 1],
    ['sm.tema.a', single('07'), draw([1, 2, 3, 4, 5, 7], 8), 0, 0],
    ['sm.tema.a', single('49'), draw([1, 2, 3, 4, 5, 6], 49), 4_900, 1],
    ['sm.tema.b', single('49'), draw([1, 2, 3, 4, 5, 6], 49), 4_300, 1],
  ],
  两面: [
    ['sm.liangmian', single('大'), draw([1, 2, 3, 4, 5, 6], 25), 196, 1],
    ['sm.liangmian', single('大'), draw([1, 2, 3, 4, 5, 6], 24), 0, 0],
    ['sm.liangmian', single('小'), draw([1, 2, 3, 4, 5, 6], 24), 196, 1],
    ['sm.liangmian', single('单'), plain, 196, 1],
    ['sm.liangmian', single('双'), plain, 0, 0],
    ['sm.liangmian', single('合大'), plain, 196, 1],
    ['sm.liangmian', single('合小'), draw([1, 2, 3, 4, 5, 6], 15), 196, 1],
    ['sm.liangmian', single('合单'), draw([1, 2, 3, 4, 5, 6], 16), 196, 1],
    ['sm.liangmian', single('合双'), plain, 196, 1],
    ['sm.liangmian', single('尾大'), plain, 196, 1],
    ['sm.liangmian', single('尾小'), draw([1, 2, 3, 4, 5, 6], 20), 196, 1],
    ['sm.liangmian', single('大单'), draw([1, 2, 3, 4, 5, 6], 25), 340, 1],
    ['sm.liangmian', single('大双'), draw([1, 2, 3, 4, 5, 6], 25), 0, 0],
    ['sm.liangmian', single('小双'), draw([1, 2, 3, 4, 5, 6], 24), 340, 1],
    ['sm.liangmian', single('家禽'), plain, 196, 1],
    ['sm.liangmian', single('野兽'), plain, 0, 0],
    ['sm.liangmian', single('天肖'), plain, 196, 1],
    ['sm.liangmian', single('地肖'), plain, 0, 0],
    ['sm.liangmian', single('前肖'), plain, 0, 0],
    ['sm.liangmian', single('后肖'), plain, 196, 1],
  ],
  '两面 with a 49 特码 (push)': [
    ...[
      '大',
      '小',
      '单',
      '双',
      '合大',
      '合小',
      '合单',
      '合双',
      '尾大',
      '尾小',
      '大单',
      '大双',
      '小单',
      '小双',
    ].map((option): Row => ['sm.liangmian', single(option), draw([1, 2, 3, 4, 5, 6], 49), 100, 2]),
    // 49 is a 蛇 (野兽, 地肖, 前肖) in 2025, yet every zodiac half pushes.
    ...['家禽', '野兽', '天肖', '地肖', '前肖', '后肖'].map(
      (option): Row => ['sm.liangmian', single(option), draw([1, 2, 3, 4, 5, 6], 49), 100, 2],
    ),
  ],
  色波: [
    ['sm.sebo', single('红波'), plain, 270, 1],
    ['sm.sebo', single('蓝波'), draw([1, 2, 4, 5, 6, 7], 3), 290, 1],
    ['sm.sebo', single('蓝波'), plain, 0, 0],
    ['sm.sebo', single('绿波'), draw([1, 2, 3, 4, 5, 6], 49), 290, 1],
  ],
  半波: [
    ['sm.banbo', single('红大'), draw([1, 2, 3, 4, 5, 6], 29), 650, 1],
    ['sm.banbo', single('红大'), plain, 0, 0],
    ['sm.banbo', single('红合单'), draw([1, 2, 3, 4, 5, 6], 12), 510, 1],
    ['sm.banbo', single('蓝合双'), draw([1, 2, 3, 4, 5, 6], 15), 570, 1],
    ['sm.banbo', single('绿单'), draw([1, 2, 3, 4, 5, 6], 49), 100, 2],
  ],
  半半波: [
    ['sm.banbanbo', single('红大单'), draw([1, 2, 3, 4, 5, 6], 29), 1_460, 1],
    ['sm.banbanbo', single('绿小双'), draw([1, 2, 3, 4, 5, 7], 6), 1_460, 1],
    ['sm.banbanbo', single('绿小单'), draw([1, 2, 3, 4, 5, 7], 6), 0, 0],
    ['sm.banbanbo', single('蓝大单'), draw([1, 2, 3, 4, 5, 6], 49), 100, 2],
  ],
  特肖: [
    ['sm.texiao', single('猪'), plain, 1_200, 1],
    ['sm.texiao', single('蛇'), draw([1, 2, 3, 4, 5, 6], 49), 950, 1],
    ['sm.texiao', single('蛇'), draw([1, 2, 3, 4, 5, 6], 13), 950, 1],
    ['sm.texiao', single('马'), draw([1, 2, 3, 4, 5, 6], 13), 0, 0],
  ],
  合肖: [
    ['sm.hexiao', cells('猪', '狗'), plain, 485, 1],
    ['sm.hexiao', cells('鼠', '牛', '虎', '猪'), plain, 272, 1],
    ['sm.hexiao', cells('鼠', '牛'), plain, 0, 0],
    ['sm.hexiao', cells('蛇', '马'), draw([1, 2, 3, 4, 5, 6], 49), 100, 2],
  ],
  头尾数: [
    ['sm.toushu', single('1头'), plain, 450, 1],
    ['sm.toushu', single('0头'), draw([1, 2, 3, 4, 5, 6], 9), 500, 1],
    ['sm.toushu', single('4头'), draw([1, 2, 3, 4, 5, 6], 49), 450, 1],
    ['sm.toushu', single('2头'), plain, 0, 0],
    ['sm.weishu', single('9尾'), draw([1, 2, 3, 4, 5, 6], 49), 900, 1],
    ['sm.weishu', single('0尾'), draw([1, 2, 3, 4, 5, 6], 40), 1_125, 1],
    ['sm.weishu', single('0尾'), plain, 0, 0],
  ],
  正码: [
    ['sm.zhengma', single('07'), draw([1, 2, 3, 4, 5, 7], 8), 720, 1],
    ['sm.zhengma', single('07'), draw([1, 2, 3, 4, 5, 6], 7), 0, 0],
  ],
  正码特: [
    ['sm.zhengmate', at(3, '25'), plain, 4_900, 1],
    ['sm.zhengmate', at(2, '25'), plain, 0, 0],
    ['sm.zhengmate', at(6, '49'), draw([1, 2, 3, 4, 5, 49], 6), 4_900, 1],
  ],
  '正码1-6': [
    ['sm.zhengma16', at(1, '大'), draw([49, 15, 30, 2, 25, 8], 19), 100, 2],
    ['sm.zhengma16', at(1, '绿波'), draw([49, 15, 30, 2, 25, 8], 19), 290, 1],
    ['sm.zhengma16', at(2, '单'), draw([49, 15, 30, 2, 25, 8], 19), 196, 1],
    ['sm.zhengma16', at(2, '合大'), draw([49, 15, 30, 2, 25, 8], 19), 0, 0],
    ['sm.zhengma16', at(6, '红波'), draw([49, 15, 30, 2, 25, 8], 19), 270, 1],
  ],
  过关: [
    // 正码 49 15 30 02 25 08: leg 1 is 和 for 大小单双 and green for colours.
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大'] },
          { position: 2, cells: ['单'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      100,
      2,
    ],
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大'] },
          { position: 2, cells: ['双'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      100,
      2,
    ],
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 2, cells: ['单'] },
          { position: 3, cells: ['双'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      368,
      1,
    ],
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大'] },
          { position: 2, cells: ['单'] },
          { position: 3, cells: ['双'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      368,
      1,
    ],
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['绿波'] },
          { position: 2, cells: ['单'] },
          { position: 4, cells: ['小'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      1_050,
      1,
    ],
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['红波'] },
          { position: 2, cells: ['单'] },
          { position: 3, cells: ['双'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      0,
      0,
    ],
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大'] },
          { position: 2, cells: ['双'] },
          { position: 3, cells: ['双'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      0,
      0,
    ],
    // 复式: two 注, both a 2-leg pair with the 和 leg.
    [
      'sm.guoguan',
      {
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大', '小'] },
          { position: 2, cells: ['单'] },
        ],
      },
      draw([49, 15, 30, 2, 25, 8], 19),
      200,
      2,
    ],
    // 正码 16 23 49 35 04 40: 16 合大 合单 尾大, 23 合小 合单 尾小, 49 和, 35 合大 合双 尾大,
    // 04 and 40 合小 合双 尾小 (合 is the digit sum, 尾 the last digit).
    ...(
      [
        [
          [
            [1, '合大'],
            [2, '合小'],
          ],
          368,
          1,
        ],
        [
          [
            [1, '合单'],
            [2, '合单'],
          ],
          368,
          1,
        ],
        [
          [
            [4, '合双'],
            [6, '尾小'],
          ],
          368,
          1,
        ],
        [
          [
            [1, '尾大'],
            [2, '尾小'],
          ],
          368,
          1,
        ],
        [
          [
            [4, '合大'],
            [5, '合小'],
            [6, '合双'],
          ],
          707,
          1,
        ],
        [
          [
            [1, '合小'],
            [2, '合小'],
          ],
          0,
          0,
        ],
        [
          [
            [1, '尾小'],
            [4, '尾大'],
          ],
          0,
          0,
        ],
        [
          [
            [5, '合单'],
            [1, '合单'],
          ],
          0,
          0,
        ],
        [
          [
            [1, '合大'],
            [2, '尾大'],
          ],
          0,
          0,
        ],
        // A 2-leg parlay with the 49 leg is a push, whatever the other leg did.
        [
          [
            [3, '合单'],
            [4, '合双'],
          ],
          100,
          2,
        ],
        [
          [
            [3, '尾大'],
            [4, '尾小'],
          ],
          100,
          2,
        ],
        // With three legs the 49 leg counts ×1.
        [
          [
            [3, '尾大'],
            [1, '合大'],
            [2, '合单'],
          ],
          368,
          1,
        ],
        [
          [
            [3, '合大'],
            [1, '合双'],
            [2, '合单'],
          ],
          0,
          0,
        ],
        // 复式: 合大 wins and 合小 loses on 16.
        [
          [
            [1, '合大', '合小'],
            [2, '尾小'],
          ],
          368,
          1,
        ],
      ] as [[number, ...string[]][], number, 0 | 1 | 2][]
    ).map(
      ([legs, payoutFen, code]): Row => [
        'sm.guoguan',
        { kind: 'parlay', legs: legs.map(([position, ...options]) => ({ position, cells: options })) },
        draw([16, 23, 49, 35, 4, 40], 19),
        payoutFen,
        code,
      ],
    ),
    // Six legs all winning: 1.92⁶ = 50.0965… per stake.
    [
      'sm.guoguan',
      { kind: 'parlay', legs: [1, 2, 3, 4, 5, 6].map((position) => ({ position, cells: ['单'] })) },
      draw([1, 3, 5, 7, 9, 11], 2),
      5_009,
      1,
    ],
  ],
  连码: [
    ['sm.lianma.sanquanzhong', cells('03', '14', '25'), plain, 70_000, 1],
    ['sm.lianma.sanquanzhong', cells('03', '14', '19'), plain, 0, 0],
    ['sm.lianma.siquanzhong', cells('03', '14', '25', '36'), plain, 1_073_333, 1],
    ['sm.lianma.erquanzhong', cells('03', '08'), plain, 6_000, 1],
    ['sm.lianma.sanzhonger', cells('03', '14', '40'), plain, 2_000, 1],
    ['sm.lianma.sanzhonger', cells('03', '14', '25'), plain, 11_000, 1],
    ['sm.lianma.sanzhonger', cells('03', '19', '40'), plain, 0, 0],
    ['sm.lianma.erzhongte', cells('03', '14'), plain, 2_500, 1],
    ['sm.lianma.erzhongte', cells('03', '19'), plain, 5_000, 1],
    ['sm.lianma.erzhongte', cells('19', '40'), plain, 0, 0],
    ['sm.lianma.techuan', cells('03', '19'), plain, 15_000, 1],
    ['sm.lianma.techuan', cells('03', '14'), plain, 0, 0],
    // 复式: 10 triples of which the 4 inside 03 14 25 36 win.
    ['sm.lianma.sanquanzhong', cells('03', '14', '25', '36', '40'), plain, 280_000, 1],
    // 胆拖: (03 14 25) 中三, (03 14 40) and (03 25 40) 中二.
    ['sm.lianma.sanzhonger', { kind: 'danTuo', dan: ['03'], tuo: ['14', '25', '40'] }, plain, 15_000, 1],
    // A missed 胆 loses only its own 注: each 注 here still has two 正码.
    ['sm.lianma.sanzhonger', { kind: 'danTuo', dan: ['40'], tuo: ['03', '14', '25'] }, plain, 6_000, 1],
  ],
  平特: [
    ['sm.pingte.yixiao', single('猪'), plain, 208, 1],
    ['sm.pingte.yixiao', single('蛇'), plain, 178, 1],
    ['sm.pingte.yixiao', single('鼠'), plain, 0, 0],
    // Three 蛇 balls still pay once.
    ['sm.pingte.yixiao', single('蛇'), draw([1, 13, 25, 2, 3, 4], 5), 178, 1],
    ['sm.pingte.weishu', single('9尾'), plain, 179, 1],
    ['sm.pingte.weishu', single('9尾'), draw([1, 2, 3, 4, 5, 6], 49), 179, 1],
    ['sm.pingte.weishu', single('0尾'), plain, 0, 0],
    ['sm.pingte.weishu', single('0尾'), draw([10, 2, 3, 4, 5, 6], 7), 209, 1],
  ],
  正肖: [
    ['sm.zhengxiao', single('猪'), plain, 0, 0],
    ['sm.zhengxiao', single('马'), plain, 190, 1],
    ['sm.zhengxiao', single('蛇'), plain, 180, 1],
    ['sm.zhengxiao', single('蛇'), draw([1, 13, 25, 2, 3, 4], 5), 180, 1],
  ],
  七色波: [
    ['sm.qisebo', single('蓝波'), plain, 275, 1],
    ['sm.qisebo', single('红波'), plain, 0, 0],
    ['sm.qisebo', single('和局'), plain, 0, 0],
    // 3 red and 3 blue 正码 with a green 特码: 6 – 6 – 4.5 is a tie.
    ['sm.qisebo', single('和局'), draw([1, 2, 7, 3, 4, 9], 5), 2_000, 1],
    ['sm.qisebo', single('红波'), draw([1, 2, 7, 3, 4, 9], 5), 100, 2],
    ['sm.qisebo', single('绿波'), draw([1, 2, 7, 3, 4, 9], 5), 100, 2],
    // The same 正码 with a red 特码: red 7.5 beats blue 6.
    ['sm.qisebo', single('红波'), draw([1, 2, 7, 3, 4, 9], 8), 272, 1],
    // 49 counts as green: green 3 + 1.5 beats red 3 and blue 0.
    ['sm.qisebo', single('绿波'), draw([5, 6, 11, 1, 2, 7], 49), 275, 1],
  ],
  总肖: [
    ['sm.zongxiao', single('7肖'), plain, 566, 1],
    ['sm.zongxiao', single('总肖单'), plain, 203, 1],
    ['sm.zongxiao', single('总肖双'), plain, 0, 0],
    // 01 13 25 37 49 are all 蛇, 02 14 龙: two zodiacs.
    ['sm.zongxiao', single('234肖'), draw([1, 13, 25, 37, 2, 14], 49), 1_616, 1],
    ['sm.zongxiao', single('5肖'), draw([1, 13, 2, 3, 4, 5], 25), 320, 1],
    ['sm.zongxiao', single('6肖'), draw([1, 13, 2, 3, 4, 5], 6), 213, 1],
    // 2肖 … 7肖 are each an exact count. 2肖 sells at the odds ceiling of 100 000.
    ['sm.zongxiao', single('2肖'), draw([1, 13, 25, 37, 2, 14], 49), 10_000_000, 1],
    ['sm.zongxiao', single('2肖'), plain, 0, 0],
    ['sm.zongxiao', single('3肖'), draw([1, 13, 25, 37, 2, 14], 49), 0, 0],
    ['sm.zongxiao', single('总肖双'), draw([1, 13, 25, 37, 2, 14], 49), 189, 1],
    // 蛇 (01 13 25) 龙 (02 14) 兔 (03 15): three zodiacs.
    ['sm.zongxiao', single('3肖'), draw([1, 13, 25, 2, 14, 3], 15), 38_894, 1],
    ['sm.zongxiao', single('4肖'), draw([1, 13, 25, 2, 14, 3], 15), 0, 0],
    ['sm.zongxiao', single('234肖'), draw([1, 13, 25, 2, 14, 3], 15), 1_616, 1],
    // 蛇 龙 兔 and 虎 (04): four zodiacs.
    ['sm.zongxiao', single('4肖'), draw([1, 13, 2, 14, 3, 15], 4), 1_686, 1],
    ['sm.zongxiao', single('5肖'), draw([1, 13, 2, 14, 3, 15], 4), 0, 0],
    ['sm.zongxiao', single('234肖'), draw([1, 13, 2, 14, 3, 15], 4), 1_616, 1],
    ['sm.zongxiao', single('5肖'), plain, 0, 0],
    // 49 counts by its zodiac: a 蛇 like 01, so 01 … 06 + 49 show six zodiacs, 02 … 07 + 49 seven.
    ['sm.zongxiao', single('7肖'), draw([1, 2, 3, 4, 5, 6], 49), 0, 0],
    ['sm.zongxiao', single('6肖'), draw([1, 2, 3, 4, 5, 6], 49), 213, 1],
    ['sm.zongxiao', single('7肖'), draw([2, 3, 4, 5, 6, 7], 49), 566, 1],
  ],
  连肖: [
    ['sm.lianxiao.2', cells('猪', '马'), plain, 450, 1],
    ['sm.lianxiao.2', cells('蛇', '猪'), plain, 400, 1],
    ['sm.lianxiao.2', cells('鼠', '猪'), plain, 0, 0],
    ['sm.lianxiao.3', cells('兔', '龙', '马'), plain, 1_200, 1],
    ['sm.lianxiao.4', cells('兔', '龙', '蛇', '马'), plain, 2_800, 1],
    ['sm.lianxiao.5', cells('兔', '龙', '蛇', '马', '羊'), plain, 7_500, 1],
    ['sm.lianxiao.5', cells('兔', '龙', '马', '羊', '狗'), plain, 8_800, 1],
    // 复式 of three zodiacs: 3 pairs, one of them with the absent 鼠.
    ['sm.lianxiao.2', cells('猪', '马', '鼠'), plain, 450, 1],
  ],
  连尾: [
    ['sm.lianwei.2', cells('3尾', '9尾'), plain, 340, 1],
    ['sm.lianwei.2', cells('0尾', '3尾'), plain, 0, 0],
    ['sm.lianwei.4', cells('3尾', '4尾', '5尾', '6尾'), plain, 1_700, 1],
    ['sm.lianwei.5', cells('3尾', '4尾', '5尾', '6尾', '7尾'), plain, 4_753, 1],
  ],
  自选不中: [
    ['sm.zixuanbuzhong', cells('01', '02', '10', '11', '12'), plain, 215, 1],
    ['sm.zixuanbuzhong', cells('01', '02', '10', '11', '19'), plain, 0, 0],
    [
      'sm.zixuanbuzhong',
      cells('01', '02', '10', '11', '12', '13', '15', '16', '17', '18', '20', '21'),
      plain,
      756,
      1,
    ],
  ],
  总和: [
    ['sm.zonghe', single('总小'), plain, 196, 1],
    ['sm.zonghe', single('总双'), plain, 196, 1],
    ['sm.zonghe', single('总大'), plain, 0, 0],
    // 175 is 大 (and odd); 174 is 小.
    ['sm.zonghe', single('总大'), draw([49, 48, 47, 10, 9, 8], 4), 196, 1],
    ['sm.zonghe', single('总单'), draw([49, 48, 47, 10, 9, 8], 4), 196, 1],
    ['sm.zonghe', single('总小'), draw([49, 48, 47, 10, 9, 8], 3), 196, 1],
  ],
}

describe('six-mark settlement, play by play', () => {
  for (const [group, table] of Object.entries(rows)) {
    it(group, () => {
      for (const [playId, selection, result, payoutFen, resultCode] of table) {
        const label = `${playId} ${JSON.stringify(selection)} on ${result.numbers.join(' ')}`
        const settled = settle(playId, selection, result)
        expect({ payoutFen: settled.payoutFen, result: settled.result }, label).toEqual({
          payoutFen,
          result: resultCode,
        })
      }
    })
  }

  it('refuses an option the rules do not know, which only a caller bypassing validation can pass', () => {
    const judge = sixMarkJudge(sixMarkPlays.find((p) => p.id === 'sm.liangmian')!, plain)
    expect(() => judge({ kind: 'cells', cells: ['紫'] }, 1_965, 100)).toThrow(RangeError)
  })

  it('reads zodiacs of the test draws as the tables assume', () => {
    expect(plain.numbers.map((n) => zodiacOf(n, AT_2025))).toEqual(['兔', '龙', '蛇', '马', '羊', '狗', '猪'])
  })

  it('prices 五行 by the element size of the draw year: 火 holds 12 numbers in 2025, 水 8', () => {
    const elements = fiveElementNumbers(AT_2025)
    const withSpecial = (special: number) =>
      draw(
        [41, 42, 43, 44, 45, 46].map((n) => (n === special ? 40 : n)),
        special,
      )
    expect(elements.火).toHaveLength(12)
    expect(elements.水).toHaveLength(8)
    expect(settle('sm.wuxing', single('火'), withSpecial(elements.火[0]!)).payoutFen).toBe(383)
    expect(settle('sm.wuxing', single('水'), withSpecial(elements.水[0]!)).payoutFen).toBe(575)
    expect(settle('sm.wuxing', single('金'), withSpecial(elements.火[0]!)).payoutFen).toBe(0)
  })
})

describe('the zodiac year switches at 00:00 China time on 正月初一', () => {
  // 2025's 正月初一 is 29 January: until then 01 is a 龙, from then a 蛇.
  const eve = fromChinaTime(2025, 1, 28, 23, 59, 59)
  const newYear = fromChinaTime(2025, 1, 29, 0, 0, 0)

  it('settles 特肖 on 01 by the year in force at the draw', () => {
    expect(settle('sm.texiao', single('龙'), draw([2, 3, 4, 5, 6, 7], 1, eve)).payoutFen).toBe(950)
    expect(settle('sm.texiao', single('蛇'), draw([2, 3, 4, 5, 6, 7], 1, eve)).payoutFen).toBe(0)
    expect(settle('sm.texiao', single('蛇'), draw([2, 3, 4, 5, 6, 7], 1, newYear)).payoutFen).toBe(950)
    expect(settle('sm.texiao', single('龙'), draw([2, 3, 4, 5, 6, 7], 1, newYear)).payoutFen).toBe(0)
  })

  it('prices a zodiac as 本命 only in its own year (13 is a 4-number 龙 the night before)', () => {
    expect(settle('sm.texiao', single('蛇'), draw([2, 3, 4, 5, 6, 7], 12, eve)).payoutFen).toBe(1_200)
    expect(settle('sm.texiao', single('马'), draw([2, 3, 4, 5, 6, 7], 12, newYear)).payoutFen).toBe(1_200)
  })

  it('settles the real Macau draws either side of 2024 正月初一 (10 February) by their own year', () => {
    const before = macauDraws.find((d) => d.openTime.startsWith('2024-02-09'))!
    const after = macauDraws.find((d) => d.openTime.startsWith('2024-02-10'))!
    for (const real of [before, after]) {
      const result = { numbers: real.numbers, drawTimeMs: parseChinaTime(real.openTime) }
      const specialZodiac = real.zodiac[6]!
      expect(zodiacOf(real.numbers[6]!, result.drawTimeMs)).toBe(specialZodiac)
      expect(settle('sm.texiao', single(specialZodiac), result).result).toBe(1)
    }
    // 01 is 兔 on the 9th and 龙 on the 10th.
    expect(zodiacOf(1, parseChinaTime(before.openTime))).toBe('兔')
    expect(zodiacOf(1, parseChinaTime(after.openTime))).toBe('龙')
  })

  it('moves 合肖, 平特一肖 and 连肖, and their prices, with the year too', () => {
    expect(settle('sm.hexiao', cells('龙', '鼠'), draw([2, 3, 4, 5, 6, 7], 1, eve)).result).toBe(1)
    expect(settle('sm.hexiao', cells('龙', '鼠'), draw([2, 3, 4, 5, 6, 7], 1, newYear)).result).toBe(0)
    // 龙 is the 5-number 本命 on the eve (01 13 25 37 49) and a 4-number zodiac (02 14 26 38) after.
    expect(settle('sm.pingte.yixiao', single('龙'), draw([2, 3, 4, 5, 6, 7], 1, eve)).payoutFen).toBe(178)
    expect(settle('sm.pingte.yixiao', single('龙'), draw([2, 3, 4, 5, 6, 7], 1, newYear)).payoutFen).toBe(208)
    expect(settle('sm.lianxiao.2', cells('龙', '蛇'), draw([2, 3, 4, 5, 6, 7], 1, eve)).result).toBe(0)
    expect(settle('sm.lianxiao.2', cells('龙', '蛇'), draw([2, 3, 4, 5, 6, 7], 1, newYear)).payoutFen).toBe(
      400,
    )
  })
})
