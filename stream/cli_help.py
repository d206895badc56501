"""What each command's --help says beyond its options: what it reads, the settings
that matter for it and one example (argparse epilogs, printed as written)."""

from __future__ import annotations

WORKER = """\
reads:
  the input topic, SEER_INPUT_TOPIC (default seer.events), in the consumer group
  SEER_APP_ID; writes scored results to SEER_OUTPUT_TOPIC and dead letters to
  SEER_DLQ_TOPIC; serves /metrics on SEER_WEB_HOST:SEER_WEB_PORT.

settings:
  SEER_KAFKA_BOOTSTRAP   the broker (checked first: SEER_KAFKA_CONNECT_TIMEOUT_S)
  SEER_EVALUATOR         lexical (default) or llm, with SEER_LLM_MODEL, SEER_LLM_BASE_URL
                         and OPENAI_API_KEY (checked by one request before consuming)
  SEER_SEGMENT_KEYS      the metadata keys the counters are kept by
  SEER_CANARY_FILE       labelled events the judge is checked on, SEER_CANARY_RATE a
                         minute (0: off); SEER_RECHECK_RATE: share of events judged again

example:
  SEER_KAFKA_BOOTSTRAP=kafka:9092 seer-stream worker
"""
BROKER = """\
reads:
  nothing; listens on 127.0.0.1 (memory only, gone when it stops) and prints the
  address on standard output, and the line to export on standard error.

example:
  seer-stream broker --port 9092
"""
TOPICS = """\
reads:
  nothing; creates SEER_INPUT_TOPIC, SEER_OUTPUT_TOPIC and SEER_DLQ_TOPIC where missing,
  with SEER_TOPIC_PARTITIONS partitions and SEER_TOPIC_REPLICATION replicas.

settings:
  SEER_KAFKA_BOOTSTRAP   the broker

example:
  seer-stream topics
"""
PUBLISH = """\
reads:
  FILE, one event (JSON) a line; sends each to SEER_INPUT_TOPIC (or --topic), keyed by
  its event_id. A line that is not JSON or is over SEER_MAX_RECORD_BYTES is reported and
  skipped (--raw sends what is not JSON too); exits 1 when any line was not delivered.

settings:
  SEER_KAFKA_BOOTSTRAP   the broker
  SEER_INPUT_TOPIC       where events go
  SEER_MAX_RECORD_BYTES  the largest record sent

example:
  seer-stream publish examples/sample-events.jsonl
"""
SCORE = """\
reads:
  FILE, one event (JSON) a line ("-": standard input); no Kafka. Writes one scored
  result a line (or {"line": N, "error": ...}) to standard output or -o.

settings:
  SEER_EVALUATOR         lexical (default) or llm, with SEER_LLM_MODEL, SEER_LLM_BASE_URL
                         and OPENAI_API_KEY (checked by one request before reading FILE)
  SEER_MAX_PASSAGES, SEER_MAX_PASSAGE_CHARS, SEER_OVERSIZE   the limits of one event

example:
  seer-stream score examples/sample-events.jsonl -o scores.jsonl
  seer-stream score - < events.jsonl | seer-stream summary --file -
"""
DLQ_REPLAY = """\
reads:
  the dead-letter topic, SEER_DLQ_TOPIC, by assigned partitions (no group is joined; its
  positions are committed as SEER_APP_ID-dlq-replay groups, one per --reason filter);
  sends each dead letter once to the topic it came from (or --to), with its timestamp
  and headers. A rerun sends only what the broker has not acknowledged.

settings:
  SEER_KAFKA_BOOTSTRAP   the broker
  SEER_DLQ_TOPIC         the dead-letter topic

example:
  seer-stream dlq replay --reason evaluator_failed --dry-run
"""
DEMO = """\
reads:
  examples/sample-events.jsonl (or --events FILE); starts an embedded broker and a
  worker on free ports, publishes the events, prints the per-segment table and the dead
  letters, and stops both (--keep-running: until Ctrl-C).

settings:
  SEER_SEGMENT_KEYS      the segment columns of the table

example:
  seer-stream demo --keep-running
"""
SCORES = """\
reads:
  the scores topic, SEER_OUTPUT_TOPIC (default seer.scores), from its start or its last
  M records (--last), up to the end it has when the command starts; no consumer group
  is joined and nothing is committed. A result delivered twice (the same event_id) is
  shown once.

settings:
  SEER_KAFKA_BOOTSTRAP   the broker
  SEER_OUTPUT_TOPIC      the scores topic
  SEER_SEGMENT_KEYS      the segment columns of the table (--where takes any metadata key)

example:
  seer-stream scores --where env=prod --recall-below 1 --worst 10
"""
SUMMARY = """\
reads:
  the scores topic, SEER_OUTPUT_TOPIC (default seer.scores), and the dead-letter topic,
  SEER_DLQ_TOPIC (default seer.dead-letters), each up to the end it has when the
  command starts (no consumer group is joined, nothing is committed); or, with --file,
  a file that `seer-stream score` wrote ("-": standard input), whose lines with "error"
  count as invalid.

settings:
  SEER_KAFKA_BOOTSTRAP   the broker
  SEER_OUTPUT_TOPIC      the scores topic
  SEER_DLQ_TOPIC         the dead-letter topic
  SEER_SEGMENT_KEYS      the segment columns: a row per combination of their values

example:
  seer-stream summary
  seer-stream score events.jsonl -o scores.jsonl && seer-stream summary --file scores.jsonl
"""
DLQ_SHOW = """\
reads:
  the dead-letter topic, SEER_DLQ_TOPIC (default seer.dead-letters), from its start or
  its last M records (--last), up to the end it has when the command starts; no
  consumer group is joined and nothing is committed (`dlq replay` is not affected).

settings:
  SEER_KAFKA_BOOTSTRAP   the broker
  SEER_DLQ_TOPIC         the dead-letter topic

example:
  seer-stream dlq show --reason invalid_event --last 20
"""
COMPARE = """\
reads:
  the scores topic, SEER_OUTPUT_TOPIC (default seer.scores), up to the end it has when
  the command starts, within --since/--until by record timestamp (no consumer group is
  joined, nothing is committed); or, with --file, a file that `seer-stream score` wrote.
  A file line that is not a scored result stops it (exit 2, with its line number).
  Methods and assumptions: docs/statistics.md.

settings:
  SEER_KAFKA_BOOTSTRAP   the broker
  SEER_OUTPUT_TOPIC      the scores topic

example:
  seer-stream compare --key feature_flag --base v1 --test v2 --since 24h --fail-on recall,ndcg
  seer-stream compare --file scores.jsonl --key feature_flag --base v1 --test v2 --json
"""
ACCURACY = """\
reads:
  the scores topic, SEER_OUTPUT_TOPIC (default seer.scores), up to the end it has when
  the command starts, within --since/--until by record timestamp; or, with --file, a file
  that `seer-stream score` wrote. Only results that carry `accuracy` count (their events
  had ground_truth.gold_doc_ids); the others are counted. --correct-with and --truth add
  the judge's recall corrected by its error on labelled events (docs/statistics.md).

settings:
  SEER_KAFKA_BOOTSTRAP   the broker
  SEER_OUTPUT_TOPIC      the scores topic
  SEER_SEGMENT_KEYS      the segments: a group per combination of their values

example:
  seer-stream accuracy --file scores.jsonl --correct-with gold-scores.jsonl --truth gold.jsonl
"""
JUDGE_CHECK = """\
reads:
  --events FILE, one event (JSON) a line with its labels: gold.supporting_ids (and
  gold.expected.recall: 1.0 answerable, < 1 incomplete) or ground_truth.gold_doc_ids;
  default: examples/judge-check/sample.jsonl (40 gold-set events, CC BY-SA 4.0).
  Sends each once to the judge (no cache), after one preflight request.

settings:
  SEER_LLM_BASE_URL      the endpoint, with SEER_LLM_MODEL and OPENAI_API_KEY
  SEER_LLM_RESPONSE_FORMAT  auto, json_schema or json_object
  SEER_LLM_PROMPT_USD_PER_MTOK, SEER_LLM_COMPLETION_USD_PER_MTOK  prices for the cost
  SEER_LLM_MAX_COMPLETION_TOKENS  room for a reasoning model's thinking

example:
  seer-stream judge-check -n 20 --rate 50 --min-f1 0.8 --min-readable 0.99
"""
