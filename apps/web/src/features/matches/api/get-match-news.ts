import { matchNewsSchema } from '@mithaq/domain'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { request } from '../../../lib/api-client'
import { matchKeys } from './match-keys'

export const getMatchNews = () => request(matchNewsSchema, '/matches/news')

export const matchNewsQueryOptions = queryOptions({ queryKey: matchKeys.news, queryFn: getMatchNews })

/** "It's a Match!" still owed to me, and how many matches are new since I last opened Matches. */
export const useMatchNews = () => useQuery(matchNewsQueryOptions)

/** This match's moment was shown here: the server owes it on no other screen or device. */
export const markMomentShown = (matchId: string) =>
  request(z.null(), `/matches/${encodeURIComponent(matchId)}/moment-shown`, { method: 'POST' })

/** I opened Matches: no match of mine is new any more. */
export const markMatchesSeen = () => request(z.null(), '/matches/seen', { method: 'POST' })
