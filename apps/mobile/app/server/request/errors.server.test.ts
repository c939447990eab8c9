import { ApiError, clientErrorCodes } from '@liuhe/api'
import { failureTexts } from '@liuhe/domain'
import { describe, expect, it } from 'vitest'
import { failureOf, failureResponse, invariantResponse, platformFailure } from './errors.server.ts'

const unreachable = [
  new ApiError(clientErrorCodes.network, '网络异常，请检查网络连接 (fetch failed)', 0),
  new ApiError(clientErrorCodes.timeout, '请求超时，请稍后再试', 0),
]

describe('platform failures', () => {
  it('reads not found, refusals, lost sessions and outages', () => {
    expect(failureOf(new ApiError('SYS/NOT_FOUND', '接口不存在', 404), { notFound: '游戏不存在' })).toEqual({
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
    expect(failureOf(new ApiError('UC/TEST_USER', '试玩账户', 400), { refused: 400 })).toEqual({
      status: 400,
      message: '试玩账户',
    })
    expect(failureOf(new ApiError('HTTP/500', '', 500))).toEqual({
      status: 502,
      message: failureTexts.system,
    })
    expect(failureOf(new TypeError('x is undefined'))).toEqual({ status: 500, message: failureTexts.system })
  })

  it('says the same for an unreachable platform, whatever the caller and its options', () => {
    for (const error of unreachable) {
      expect(failureOf(error)).toEqual({ status: 503, message: failureTexts.unreachable })
      expect(failureOf(error, { notFound: '红包不存在', refused: 400 })).toEqual({
        status: 503,
        message: failureTexts.unreachable,
      })
    }
    expect(failureTexts.unreachable).toBe('暂时无法连接服务器，请稍后再试')
  })

  it('answers resource routes with JSON and the same status', async () => {
    const response = failureResponse(unreachable[0], { rows: 30 })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ rows: 30, message: failureTexts.unreachable })
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
