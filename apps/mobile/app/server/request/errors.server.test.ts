import { ApiError } from '@liuhe/api'
import { describe, expect, it } from 'vitest'
import {
  failureOf,
  failureResponse,
  invariantResponse,
  platformFailure,
  UNREACHABLE_MESSAGE,
} from './errors.server.ts'

describe('platform failures', () => {
  it('reads not found, refusals, lost sessions and outages', () => {
    expect(failureOf(new ApiError('SYS/NOT_FOUND', '接口不存在', 404), '游戏不存在')).toEqual({
      status: 404,
      message: '游戏不存在',
    })
    expect(failureOf(new ApiError('UC/TEST_USER', '试玩账户', 400))).toEqual({
      status: 502,
      message: '试玩账户',
    })
    expect(failureOf(new ApiError('UC/TOKEN_INVALID', '登录已失效', 401))).toEqual({
      status: 401,
      message: '登录已失效',
    })
    expect(failureOf(new TypeError('fetch failed'))).toEqual({ status: 503, message: UNREACHABLE_MESSAGE })
  })

  it('answers resource routes with JSON and the same status', async () => {
    const response = failureResponse(new TypeError('fetch failed'), { rows: 30 })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ rows: 30, message: UNREACHABLE_MESSAGE })
  })

  it('lets an answer the loader threw on purpose pass through', () => {
    const notFound = (() => {
      try {
        invariantResponse(false, '图库不存在')
      } catch (answer) {
        return answer
      }
    })()
    expect(() => platformFailure(notFound)).toThrow(notFound as Error)
    const redirect = new Response(null, { status: 302 })
    expect(() => platformFailure(redirect)).toThrow(redirect as unknown as Error)
  })

  it('throws a 404 answer when an invariant does not hold', () => {
    expect(() => invariantResponse(false, '游戏不存在')).toThrow()
    expect(() => invariantResponse(1, '游戏不存在')).not.toThrow()
  })
})
