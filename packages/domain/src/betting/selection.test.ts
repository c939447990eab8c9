import { describe, expect, it } from 'vitest'
import { playById } from './catalogue'
import {
  betCount,
  expandTickets,
  normalizeCellKey,
  normalizeSelection,
  pickLimits,
  selectionCells,
  selectionMessages,
  validateSelection,
} from './selection'
import type { Selection } from './types'

const play = (id: string) => playById(id)!
const refused = (message: string) => ({ ok: false, message })
const ok = { ok: true }

describe('validateSelection', () => {
  it('accepts one known cell on a single-cell play', () => {
    expect(validateSelection(play('sm.tema.a'), { kind: 'single', cell: '07' })).toEqual(ok)
    expect(validateSelection(play('sm.tema.a'), { kind: 'single', cell: '50' })).toEqual(
      refused('无效的选项：50'),
    )
    expect(validateSelection(play('sm.tema.a'), { kind: 'cells', cells: ['07'] })).toEqual(
      refused(selectionMessages.wrongShape),
    )
  })

  it('checks a group 注 for emptiness, repeats and its pick range', () => {
    const hexiao = play('sm.hexiao')
    expect(validateSelection(hexiao, { kind: 'cells', cells: [] })).toEqual(refused('请选择投注项'))
    expect(validateSelection(hexiao, { kind: 'cells', cells: ['鼠'] })).toEqual(refused('至少选择2个'))
    expect(validateSelection(hexiao, { kind: 'cells', cells: ['鼠', '鼠'] })).toEqual(
      refused('不能重复选择：鼠'),
    )
    expect(
      validateSelection(hexiao, {
        kind: 'cells',
        cells: ['鼠', '牛', '虎', '兔', '龙', '蛇', '马', '羊', '猴', '鸡', '狗', '猪'],
      }),
    ).toEqual(refused('最多选择11个'))
    expect(validateSelection(hexiao, { kind: 'cells', cells: ['鼠', '牛'] })).toEqual(ok)
    expect(validateSelection(play('sm.zixuanbuzhong'), { kind: 'cells', cells: [] })).toEqual(
      refused('请选择号码'),
    )
    expect(validateSelection(hexiao, { kind: 'single', cell: '鼠' })).toEqual(
      refused(selectionMessages.wrongShape),
    )
  })

  it('checks 复式 and 胆拖 on a combination play', () => {
    const threeAll = play('sm.lianma.sanquanzhong')
    const many = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11']
    expect(validateSelection(threeAll, { kind: 'cells', cells: ['01', '02'] })).toEqual(
      refused('至少选择3个'),
    )
    expect(validateSelection(threeAll, { kind: 'cells', cells: many })).toEqual(refused('最多选择10个'))
    expect(validateSelection(threeAll, { kind: 'cells', cells: ['01', '02', '03'] })).toEqual(ok)
    expect(validateSelection(threeAll, { kind: 'cells', cells: ['01', '02', '99'] })).toEqual(
      refused('无效的选项：99'),
    )
    const danTuo = (dan: string[], tuo: string[]): Selection => ({ kind: 'danTuo', dan, tuo })
    expect(validateSelection(threeAll, danTuo([], ['01', '02', '03']))).toEqual(refused('请选择胆码'))
    expect(validateSelection(threeAll, danTuo(['01'], []))).toEqual(refused('请选择拖码'))
    expect(validateSelection(threeAll, danTuo(['01'], ['01', '02']))).toEqual(refused('胆码与拖码不能重复'))
    expect(validateSelection(threeAll, danTuo(['01', '02', '03'], ['04']))).toEqual(
      refused('胆码最多选择2个'),
    )
    expect(validateSelection(threeAll, danTuo(['01'], ['02']))).toEqual(refused('至少选择3个'))
    expect(validateSelection(threeAll, danTuo(['01'], ['99']))).toEqual(refused('无效的选项：99'))
    expect(validateSelection(threeAll, danTuo(['01'], many.slice(1)))).toEqual(refused('最多选择10个'))
    expect(validateSelection(threeAll, danTuo(['01', '02'], ['03', '04']))).toEqual(ok)
    expect(validateSelection(threeAll, { kind: 'single', cell: '01' })).toEqual(
      refused(selectionMessages.wrongShape),
    )
    expect(validateSelection(play('sm.tema.a'), danTuo(['01'], ['02']))).toEqual(
      refused(selectionMessages.wrongShape),
    )
  })

  it('checks the position of a positional play', () => {
    const zhengmate = play('sm.zhengmate')
    expect(validateSelection(zhengmate, { kind: 'position', position: 6, cell: '49' })).toEqual(ok)
    expect(validateSelection(zhengmate, { kind: 'position', position: 7, cell: '49' })).toEqual(
      refused('无效的位置'),
    )
    expect(validateSelection(zhengmate, { kind: 'single', cell: '49' })).toEqual(
      refused(selectionMessages.wrongShape),
    )
  })

  it('checks the legs of a parlay', () => {
    const guoguan = play('sm.guoguan')
    const legs = (...list: [number, string[]][]): Selection => ({
      kind: 'parlay',
      legs: list.map(([position, cells]) => ({ position, cells })),
    })
    expect(validateSelection(guoguan, legs([1, ['大']]))).toEqual(refused('至少选择2关'))
    expect(
      validateSelection(
        guoguan,
        legs([1, ['大']], [2, ['大']], [3, ['大']], [4, ['大']], [5, ['大']], [6, ['大']], [1, ['小']]),
      ),
    ).toEqual(refused('最多选择6关'))
    expect(validateSelection(guoguan, legs([1, ['大']], [1, ['小']]))).toEqual(
      refused('同一位置只能选择一次'),
    )
    expect(validateSelection(guoguan, legs([1, ['大']], [7, ['小']]))).toEqual(refused('无效的位置'))
    expect(validateSelection(guoguan, legs([1, ['大']], [2, []]))).toEqual(refused('请选择投注项'))
    expect(validateSelection(guoguan, legs([1, ['大']], [2, ['家禽']]))).toEqual(refused('无效的选项：家禽'))
    expect(validateSelection(guoguan, legs([1, ['合大', '尾小']], [2, ['合单']]))).toEqual(ok)
    expect(validateSelection(guoguan, legs([1, ['大', '小']], [2, ['红波']]))).toEqual(ok)
    expect(validateSelection(guoguan, { kind: 'single', cell: '大' })).toEqual(
      refused(selectionMessages.wrongShape),
    )
  })
})

describe('betCount and expandTickets', () => {
  it('counts C(n, k) for 复式 and C(拖, k − 胆) for 胆拖', () => {
    expect(
      betCount(play('sm.lianma.sanquanzhong'), { kind: 'cells', cells: ['01', '02', '03', '04', '05'] }),
    ).toBe(10)
    expect(
      betCount(play('sm.lianma.siquanzhong'), { kind: 'cells', cells: ['01', '02', '03', '04', '05', '06'] }),
    ).toBe(15)
    expect(
      betCount(play('sm.lianma.erquanzhong'), { kind: 'danTuo', dan: ['01'], tuo: ['02', '03', '04'] }),
    ).toBe(3)
    expect(betCount(play('sm.lianxiao.3'), { kind: 'cells', cells: ['鼠', '牛', '虎', '兔', '龙'] })).toBe(10)
    expect(betCount(play('sm.lianwei.2'), { kind: 'danTuo', dan: ['0尾'], tuo: ['1尾', '2尾'] })).toBe(2)
  })

  it('counts 1 for a single cell, a position and a group 注; the product of options for a parlay', () => {
    expect(betCount(play('sm.tema.a'), { kind: 'single', cell: '07' })).toBe(1)
    expect(betCount(play('sm.zhengmate'), { kind: 'position', position: 1, cell: '07' })).toBe(1)
    expect(betCount(play('sm.hexiao'), { kind: 'cells', cells: ['鼠', '牛', '虎'] })).toBe(1)
    expect(
      betCount(play('sm.zixuanbuzhong'), { kind: 'cells', cells: ['01', '02', '03', '04', '05', '06'] }),
    ).toBe(1)
    const parlay: Selection = {
      kind: 'parlay',
      legs: [
        { position: 1, cells: ['大', '小'] },
        { position: 2, cells: ['单', '双', '红波'] },
        { position: 3, cells: ['绿波'] },
      ],
    }
    expect(betCount(play('sm.guoguan'), parlay)).toBe(6)
    expect(expandTickets(play('sm.guoguan'), parlay)).toHaveLength(6)
  })

  it('counts 0 for an invalid selection and refuses to expand it', () => {
    expect(betCount(play('sm.tema.a'), { kind: 'single', cell: '00' })).toBe(0)
    expect(() => expandTickets(play('sm.tema.a'), { kind: 'single', cell: '00' })).toThrow('无效的选项：00')
  })

  it('expands each kind of selection into its 注', () => {
    expect(expandTickets(play('sm.tema.a'), { kind: 'single', cell: '07' })).toEqual([
      { kind: 'cells', cells: ['07'] },
    ])
    expect(expandTickets(play('sm.hexiao'), { kind: 'cells', cells: ['鼠', '牛'] })).toEqual([
      { kind: 'cells', cells: ['鼠', '牛'] },
    ])
    expect(expandTickets(play('sm.zhengmate'), { kind: 'position', position: 2, cell: '07' })).toEqual([
      { kind: 'position', position: 2, cell: '07' },
    ])
    expect(
      expandTickets(play('sm.lianma.erquanzhong'), { kind: 'danTuo', dan: ['01'], tuo: ['02', '03'] }),
    ).toEqual([
      { kind: 'cells', cells: ['01', '02'] },
      { kind: 'cells', cells: ['01', '03'] },
    ])
    expect(
      expandTickets(play('sm.lianma.erquanzhong'), { kind: 'cells', cells: ['01', '02', '03'] }),
    ).toHaveLength(3)
  })
})

describe('pickLimits', () => {
  it.each([
    ['sm.tema.a', { min: 1, max: 1 }],
    ['sm.zhengmate', { min: 1, max: 1 }],
    ['sm.hexiao', { min: 2, max: 11 }],
    ['sm.zixuanbuzhong', { min: 5, max: 12 }],
    ['sm.lianma.siquanzhong', { min: 4, max: 10 }],
    ['sm.lianxiao.5', { min: 5, max: 12 }],
    ['sm.lianwei.2', { min: 2, max: 10 }],
    ['sm.guoguan', { min: 2, max: 6 }],
  ])('%s takes %j', (id, limits) => {
    expect(pickLimits(play(id))).toEqual(limits)
  })
})

describe('normalising what players type', () => {
  it('maps traditional characters, bare numbers and the 特 prefix to catalogue keys', () => {
    expect(normalizeCellKey(play('sm.texiao'), '龍')).toBe('龙')
    expect(normalizeCellKey(play('sm.texiao'), ' 馬 ')).toBe('马')
    expect(normalizeCellKey(play('sm.tema.a'), '7')).toBe('07')
    expect(normalizeCellKey(play('sm.tema.a'), '07')).toBe('07')
    expect(normalizeCellKey(play('sm.tema.a'), '50')).toBe('50')
    expect(normalizeCellKey(play('sm.liangmian'), '特大')).toBe('大')
    expect(normalizeCellKey(play('sm.liangmian'), '特别')).toBe('特别')
    expect(normalizeCellKey(play('sm.sebo'), '紅波')).toBe('红波')
    expect(normalizeCellKey(play('rc.dingwei'), '3')).toBe('03')
  })

  it('normalises every kind of selection', () => {
    expect(normalizeSelection(play('sm.texiao'), { kind: 'single', cell: '雞' })).toEqual({
      kind: 'single',
      cell: '鸡',
    })
    expect(normalizeSelection(play('sm.zhengmate'), { kind: 'position', position: 1, cell: '7' })).toEqual({
      kind: 'position',
      position: 1,
      cell: '07',
    })
    expect(normalizeSelection(play('sm.hexiao'), { kind: 'cells', cells: ['豬', '鼠'] })).toEqual({
      kind: 'cells',
      cells: ['猪', '鼠'],
    })
    expect(
      normalizeSelection(play('sm.lianma.erquanzhong'), { kind: 'danTuo', dan: ['1'], tuo: ['2'] }),
    ).toEqual({
      kind: 'danTuo',
      dan: ['01'],
      tuo: ['02'],
    })
    expect(
      normalizeSelection(play('sm.guoguan'), { kind: 'parlay', legs: [{ position: 1, cells: ['紅波'] }] }),
    ).toEqual({ kind: 'parlay', legs: [{ position: 1, cells: ['红波'] }] })
  })

  it('lists every cell a selection names', () => {
    expect(selectionCells({ kind: 'danTuo', dan: ['01'], tuo: ['02', '03'] })).toEqual(['01', '02', '03'])
    expect(
      selectionCells({
        kind: 'parlay',
        legs: [
          { position: 1, cells: ['大', '小'] },
          { position: 2, cells: ['单'] },
        ],
      }),
    ).toEqual(['大', '小', '单'])
  })
})
