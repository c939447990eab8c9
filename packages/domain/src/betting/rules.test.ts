import { describe, expect, it } from 'vitest'
import { bettingPlays, playById, playGroups } from './catalogue'
import { familyIntro, playRule, playRuleGroups } from './rules'
import { playFamilies } from './types'

const ruleOf = (id: string) => playRule(playById(id)!)
/** Plays judged alike: the same family and settlement rule. */
const ruleKey = (play: (typeof bettingPlays)[number]) => `${play.family}.${play.rule}`

describe('play rules', () => {
  it('gives every play of the catalogue a rule in Chinese', () => {
    for (const play of bettingPlays) {
      const text = playRule(play)
      expect(text.length, play.id).toBeGreaterThan(15)
      expect(text, play.id).toMatch(/[\u4e00-\u9fff]/)
      expect(text, play.id).toMatch(/。$/)
    }
  })

  it('never gives two plays judged differently the same text', () => {
    const judgedBy = new Map<string, Set<string>>()
    for (const play of bettingPlays) {
      const text = playRule(play)
      judgedBy.set(text, (judgedBy.get(text) ?? new Set()).add(ruleKey(play)))
    }
    const shared = [...judgedBy].filter(([, keys]) => keys.size > 1)
    expect(shared).toEqual([])
  })

  it('tells combination plays of one rule apart by how many picks make a 注', () => {
    const allIn = ['sm.lianma.siquanzhong', 'sm.lianma.sanquanzhong', 'sm.lianma.erquanzhong']
    expect(new Set(allIn.map(ruleOf)).size).toBe(3)
    expect(ruleOf('sm.lianma.siquanzhong')).toContain('选择 4 个号码为一注')
    expect(ruleOf('sm.lianxiao.3')).toContain('选择 3 个生肖为一注')
    expect(ruleOf('sm.lianwei.5')).toContain('最多 10 个')
  })

  it('reads 特码 with 49 as an ordinary number', () => {
    expect(ruleOf('sm.tema.a')).toBe(
      '选择一个号码，开奖号码的第七个号码（特码）与所选号码相同即中奖。49 为普通号码。',
    )
    expect(ruleOf('sm.tema.b')).toBe(ruleOf('sm.tema.a'))
  })

  it('pushes 两面, 半波, 半半波 and 合肖 on a 49 特码, in one wording', () => {
    const push = '特码为 49 时和局，退还本金。'
    expect(ruleOf('sm.liangmian')).toMatch(new RegExp(`${push}$`))
    expect(ruleOf('sm.liangmian')).toContain('家禽（牛马羊鸡狗猪）与野兽（鼠虎兔龙蛇猴）')
    expect(ruleOf('sm.banbo')).toBe(
      `选择波色加特码的一项属性（大、小、单、双、合单、合双），如“红大”：特码既是该波色又符合该属性即中奖，属性的划分同两面。${push}`,
    )
    expect(ruleOf('sm.banbanbo')).toMatch(new RegExp(`${push}$`))
    expect(ruleOf('sm.hexiao')).toBe(
      `选择 2–11 个生肖为一注，特码的生肖在所选生肖之中即中奖，赔率按所选个数而定。${push}即使 49 的生肖在所选之中也是和局。`,
    )
  })

  it('settles 49 normally where the rules say so', () => {
    expect(ruleOf('sm.sebo')).toContain('49 属绿波，照常结算。')
    expect(ruleOf('sm.sebo')).toContain(
      '绿波：05、06、11、16、17、21、22、27、28、32、33、38、39、43、44、49',
    )
    expect(ruleOf('sm.toushu')).toContain('49 为 4 头')
    expect(ruleOf('sm.weishu')).toContain('49 为 9 尾')
    for (const id of ['sm.sebo', 'sm.texiao', 'sm.zhengma', 'sm.zonghe', 'sm.pingte.yixiao'])
      expect(ruleOf(id), id).not.toContain('和局，退还本金')
  })

  it('states the disputed points as decided', () => {
    expect(ruleOf('sm.zonghe')).toContain('175 及以上为总大')
    expect(ruleOf('sm.guoguan')).toContain('只串两项时其中一项和局，整注和局，退还本金')
    expect(ruleOf('sm.guoguan')).toContain('合大、合小、合单、合双、尾大、尾小')
    expect(ruleOf('sm.zongxiao')).toContain('2肖、3肖、4肖、5肖、6肖、7肖')
    expect(ruleOf('sm.zongxiao')).toContain('234肖')
    expect(ruleOf('sm.zhengxiao')).toContain('只派彩一次')
    expect(ruleOf('sm.lianma.sanzhonger')).toContain('只按中三赔率派彩')
    expect(ruleOf('rc.guanyahe')).toContain('冠亚和为 11 时算小')
    expect(ruleOf('k3.daxiao')).toContain('开出豹子（三颗点数相同）时大、小都不中奖')
    expect(ruleOf('ssc.longhuhe')).toContain('投注龙、虎不中奖，投注和中奖')
    expect(ruleOf('nn.pingbei')).toContain('牛7 及以上比第一张牌的车号，车号大者赢（10 最大）')
    expect(ruleOf('nn.fanbei')).toContain('牛牛 ×5，牛9 ×3，牛7、牛8 ×2，其他 ×1')
  })
})

describe('family intros', () => {
  it('say what each family draws', () => {
    expect(familyIntro('sixMark')).toContain('01–49 中开出 7 个不重复的号码')
    expect(familyIntro('sixMark')).toContain('第七个为特码')
    expect(familyIntro('racing')).toContain('10 辆车')
    expect(familyIntro('quickThree')).toContain('3 颗骰子')
    expect(familyIntro('timeBased')).toContain('5 个数字')
    expect(familyIntro('luckyNiuNiu')).toContain('以赛车的开奖结果发牌')
    expect(new Set(playFamilies.map(familyIntro)).size).toBe(playFamilies.length)
  })
})

describe('rule groups', () => {
  it('list every play of a family once, in betting-page order, with its rule', () => {
    for (const family of playFamilies) {
      const groups = playRuleGroups(family)
      expect(groups.map((g) => g.group)).toEqual(playGroups(family).map((g) => g.group))
      for (const { plays } of groups)
        for (const entry of plays) expect(entry.rule).toBe(playRule(playById(entry.id)!))
    }
    expect(playRuleGroups('luckyNiuNiu')).toEqual([
      { group: '平倍', plays: [{ id: 'nn.pingbei', name: '平倍', rule: ruleOf('nn.pingbei') }] },
      { group: '翻倍', plays: [{ id: 'nn.fanbei', name: '翻倍', rule: ruleOf('nn.fanbei') }] },
    ])
  })
})
