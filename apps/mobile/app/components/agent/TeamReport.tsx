import { type ReportSection, TeamReportTiles } from '@liuhe/ui'
import type { ReportFen } from '#app/server/agent/agent.server.ts'

/** The team report's tiles: team, lottery, sports, casino, recharge and withdraw, and the agent's income. */
export function TeamReport({ report, withTeam = true }: { report: ReportFen; withTeam?: boolean }) {
  const bets = (title: string, r: ReportFen['cp']): ReportSection => ({
    title,
    tiles: [
      { label: '投注金额', fen: r.bettingFen },
      { label: '中奖金额', fen: r.winFen },
      { label: '返水金额', fen: r.rebateFen },
      { label: '盈亏', fen: r.winOrCloseFen, signed: true },
    ],
  })
  const sections: ReportSection[] = [
    ...(withTeam
      ? [
          {
            title: '团队数据',
            note: report.statTime,
            tiles: [
              { label: '团队人数', count: report.teamCount, unit: '人' },
              { label: '新增注册', count: report.registCount, unit: '人' },
              { label: '首充人数', count: report.firstRechargeCount, unit: '人' },
              { label: '团队余额', fen: report.moneyFen },
            ],
          },
        ]
      : []),
    {
      title: '充值提现',
      ...(withTeam ? {} : { note: report.statTime }),
      tiles: [
        { label: '充值金额', fen: report.rw.rechFen },
        { label: '充值笔数', count: report.rechargeCount, unit: '笔' },
        { label: '充值人数', count: report.rw.rechUserCount, unit: '人' },
        { label: '提现金额', fen: report.rw.withdrawFen },
        { label: '优惠金额', fen: report.rw.discountFen },
      ],
    },
    bets('彩票', report.cp),
    bets('真人', report.live),
    bets('体育', report.ft),
    {
      title: '代理收入',
      tiles: [
        { label: '代理返点', fen: report.dlRebateFen },
        { label: '代理分红', fen: report.dlBonusFen },
        { label: '代理日工资', fen: report.dlDayWageFen },
      ],
    },
  ]
  return <TeamReportTiles sections={sections} />
}
