import type { MetaFunction } from '@remix-run/node'
import { userAgreement } from '#app/components/account/about.ts'
import { LegalPage } from '#app/components/account/LegalPage.tsx'
import { publicRoute } from '#app/routeAccess.ts'

export const access = publicRoute()

export const meta: MetaFunction = () => [{ title: userAgreement.title }]

export default function UserAgreement() {
  return <LegalPage text={userAgreement} />
}
