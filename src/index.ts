/**
 * farkle-rules: the rules engine for Farkle and its family (Farkel, Zilch,
 * Yarkle, Spicy Farkle, Absolute Farkle). Scoring tables and game rules are
 * data; every function is pure.
 *
 * @module farkle-rules
 */

export { FarkleError, ERROR_CODES } from './errors.js';
export type { ErrorCode } from './errors.js';
export type { AbortSignalLike } from './abort.js';
export type { GeneratorState } from './game/random/generator.js';

export { FACES, MAX_DICE } from './dice.js';
export type { Die, Face, SpicyDie, WildDie } from './dice.js';

export { presets } from './rules/presets.js';
export { RULE_LIMITS } from './rules/limits.js';
export { defineRules, resolveRules, isPresetName } from './rules/define.js';
export { PRESET_NAMES } from './rules/types.js';
export { describeRules } from './rules/describe.js';
export type { DescribeRulesOptions } from './rules/describe.js';
export type {
  AllDiceFarkleRules,
  BankRules,
  BuyDiceRules,
  DeepPartial,
  EndRules,
  FaceValues,
  FarklePenaltyRules,
  FirstPlayerRule,
  FullHouseRule,
  LivesRules,
  PenaltyPoints,
  PresetName,
  RollEffect,
  RollEffectKind,
  Rules,
  RulesInput,
  RulesOverrides,
  ScoringRules,
  Straight,
  TurnRules,
} from './rules/types.js';

export { scoreRoll, isFarkle } from './scoring/score-roll.js';
export { legalKeeps } from './scoring/legal-keeps.js';
export { scoreKeep } from './scoring/score-keep.js';
export type { KeepScore } from './scoring/score-keep.js';
export { findCombinations } from './scoring/find-combinations.js';
export { farkleChance } from './scoring/odds.js';
export { COMBINATION_KINDS } from './scoring/types.js';
export { combinationName } from './scoring/names.js';
export type { Combination, CombinationKind, Keep, RollScore } from './scoring/types.js';

export { createGame } from './game/create.js';
export { applyAction } from './game/apply.js';
export { STATE_VERSION } from './game/trust/restore.js';
export { restoreGame } from './game/trust/restore-game.js';
export type { RestoreGameOptions } from './game/trust/restore-game.js';
export { configureCache, MAX_CACHED_RULE_SETS } from './cache.js';
export type { CacheOptions } from './cache.js';
export { legalActions } from './game/legal/list.js';
export type {
  AcceptFarkleAction,
  Action,
  BankAction,
  BuyAction,
  CarryOnAction,
  CreateGameOptions,
  Endgame,
  GameEvent,
  GameState,
  HighStakesAction,
  KeepAction,
  Offer,
  PlayerState,
  RollAction,
  RolledDie,
  SecondChanceAction,
  TurnPhase,
  TurnState,
} from './game/types.js';
export { startRecord, recordAction, replayGame, replayStates, checkGameRecord } from './game/record/record.js';
export type { GameRecord } from './game/record/record.js';
export { RECORD_VERSION, MAX_RECORD_ACTIONS } from './game/record/read.js';
export { matchKeep } from './game/legal/match-keep.js';
export { randomBot } from './bots/random.js';
export type { Bot } from './bots/bot.js';

export { rollOdds, oddsTable } from './strategy/odds.js';
export type { Fraction, RollOdds } from './strategy/odds.js';
export { optimalTurn } from './strategy/turn/optimal-turn.js';
export type { DiceToRoll, KeepAdvice, NumberedDie, OptimalTurnOptions, TurnPolicy } from './strategy/turn/optimal-turn.js';
export { optimalLongRun } from './strategy/long-run/long-run.js';
export type { LongRunOptions, LongRunPolicy, StreakTurn } from './strategy/long-run/long-run.js';

export { greedyBot } from './bots/greedy.js';
export { thresholdBot } from './bots/threshold.js';
export { optimalTurnBot } from './bots/optimal.js';
export { bots, botFromName } from './bots/registry.js';
export type { BotName } from './bots/registry.js';

export { simulate } from './simulate/simulate.js';
export { mergeSimulations } from './simulate/merge.js';
export type { PlayerSummary, SimulationOptions, SimulationResult } from './simulate/types.js';

export { optimalWinChance, restoreWinChance } from './strategy/race/win-chance.js';
export { adviseGame } from './strategy/advice/advice.js';
export type { ActionChance, AdviseGameOptions, GameAdvice } from './strategy/advice/advice.js';
export type { AdviceMethod } from './strategy/advice/method.js';
export { analyzeGame } from './strategy/analysis/analyze.js';
export type { AnalyzeGameOptions } from './strategy/analysis/options.js';
export type { AnalysisThresholds, DecisionAnalysis, DecisionMark, GameAnalysis, PlayerAnalysis } from './strategy/analysis/types.js';
export { optimalSeatsWinChance, seatsUnsupported, seatsWinChanceCost } from './strategy/seats/seats.js';
export { solveCost } from './strategy/solve-cost.js';
export { encodeWinTable } from './strategy/tables/encode.js';
export type { EncodeWinTableOptions } from './strategy/tables/encode.js';
export { decodeWinTable, readWinTable, rulesFingerprint } from './strategy/tables/decode.js';
export { useWinTables } from './strategy/advice/tables.js';
export type { DecodeWinTableOptions, WinTableInfo } from './strategy/tables/decode.js';
export type { TableEncoding } from './strategy/tables/header.js';
export type { SolveCost, SolveCostOptions } from './strategy/solve-cost.js';
export type { SeatsWinChanceOptions, SeatsWinSolution } from './strategy/seats/seats.js';
export type { SeatsCost } from './strategy/seats/cost.js';
export type { PlayerSituation, WinChanceOptions, WinChanceSolution, WinSituation } from './strategy/race/win-chance.js';
export { winBot } from './bots/win.js';
export { solvingWinBot, solvingWinBotWith } from './bots/solving-win.js';

export { MAX_SHARED_PARTS, planSharedWinChance } from './strategy/race/shared/plan.js';
export type { SharedWinChanceOptions, SharedWinChancePlan, SharedWinChanceSettings } from './strategy/race/shared/plan.js';
export { solveSharedWinChance, stopSharedWinChance } from './strategy/race/shared/solve.js';
export type { SharedPartOptions } from './strategy/race/shared/solve.js';
