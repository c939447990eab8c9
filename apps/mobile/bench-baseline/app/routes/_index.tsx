export const meta = () => [{ title: 'baseline' }]

export default function Index() {
  return <p>六合彩</p>
}
