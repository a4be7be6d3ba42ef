/** Issue 21 §1: how the worker and the objects name a match's room and its shards (one place, so they agree). */
import type { Bindings } from '../env'

export function matchRoomOf(env: Pick<Bindings, 'MATCH_ROOM'>, matchId: number) {
  return env.MATCH_ROOM.get(env.MATCH_ROOM.idFromName(String(matchId)))
}

export function matchRoomShardOf(env: Pick<Bindings, 'MATCH_ROOM_SHARD'>, matchId: number, shard: number) {
  return env.MATCH_ROOM_SHARD.get(env.MATCH_ROOM_SHARD.idFromName(`${matchId}:${shard}`))
}

/** The shard's name split back into its match and index; null for a name we never give. */
export function shardName(name: string | undefined): { matchId: number; shard: number } | null {
  const found = /^([1-9]\d{0,8}):(0|[1-9]\d{0,3})$/.exec(name ?? '')
  return found ? { matchId: Number(found[1]), shard: Number(found[2]) } : null
}
