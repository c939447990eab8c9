import { z } from 'zod'
import type { Http } from './http'

/** A promotion card. templateType 3 opens `imageUrl` externally; others open the detail page. */
export const promotionSchema = z.object({
  id: z.number().int(),
  classifyType: z.number().int(),
  classifyName: z.string(),
  name: z.string(),
  coverUrl: z.string(),
  color: z.string(),
  /** Epoch milliseconds. */
  startTime: z.number(),
  endTime: z.number(),
  domain: z.string(),
  templateType: z.number().int(),
  imageUrl: z.string(),
})
/** A promotion card. */
export type Promotion = z.infer<typeof promotionSchema>

/** Promotions of one classify type (one tab). */
export const promotionGroupSchema = z.object({
  classifyType: z.number().int(),
  classifyName: z.string(),
  label: z.string(),
  items: z.array(promotionSchema),
})
/** Promotions of one classify type. */
export type PromotionGroup = z.infer<typeof promotionGroupSchema>

/** A promotion with its rich-HTML content. */
export const promotionDetailSchema = promotionSchema.extend({ label: z.string(), content: z.string() })
/** A promotion with its content. */
export type PromotionDetail = z.infer<typeof promotionDetailSchema>

/** Promotion calls. */
export function promotionsApi(http: Http) {
  return {
    /** `GET /promotion/list?device=1&companyCode=`: promotions grouped by classify type. */
    async list(): Promise<PromotionGroup[]> {
      const query = { device: 1, companyCode: http.options.companyCode }
      return (await http.request({ path: '/promotion/list', query, schema: z.array(promotionGroupSchema) }))
        .data
    },
    /** `GET /promotion/detail?id=`: one promotion with its HTML content. */
    async detail(id: number): Promise<PromotionDetail> {
      return (await http.request({ path: '/promotion/detail', query: { id }, schema: promotionDetailSchema }))
        .data
    },
  }
}
