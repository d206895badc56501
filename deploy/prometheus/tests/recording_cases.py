"""Exact values of the recorded windows, from two workers scoring one segment."""

from __future__ import annotations

from counters import FOREVER, Phase, Segment, Series, clamp_max, clamp_min, div, sqrt, values_text
from model import Settings, World, g6
from rendering import ExprTest, Group, expr_test


def recording_group(s: Settings) -> Group:
    labels = s.segment("rec")
    name, width = s.pair_names[0][0], s.pairs[0][0]  # the first pair's long window
    at = 2 * width + 10
    end = 3 * width + 1
    workers = {
        "w1": Phase(0, FOREVER, 3, {"recall": [1.0, 0.5, 0.75], "precision": [0.25, 0.5, 0.75]}),
        "w2": Phase(0, FOREVER, 2, {"recall": [1.0, 0.25], "precision": [0.5, 1.0]}),
    }
    segments = [
        Segment("rec", labels, 0, [phase], ("recall", "precision"), instance=w, shares=True)
        for w, phase in workers.items()
    ]
    group = Group(
        "recording rules",
        "Recording rules: one segment scored by two workers (w1: 3 events a minute, recall"
        " 1/0.5/0.75; w2: 2 a minute, recall 1/0.25), from minute 0.",
        end,
    )
    series: list[Series] = []
    for seg in segments:
        one = seg.series(end, s.job, s.bloat)
        values = "; ".join(f"{m} {values_text(seg.phases[0].values[m])}" for m in seg.metrics)
        group.add_series(one, f"{seg.instance}: {seg.phases[0].rate} events a minute ({values})")
        series += one
    world = World(s, series, {segments[0].key(): labels})
    key = segments[0].key()

    def test(record: str, t: int, value: float | None) -> ExprTest:
        assert value is not None
        return expr_test(record, labels, t, value)

    n = world.count(key, "seer_events", width, at)
    st = world.stats(key, "recall", width, at)
    incomplete = world.count(key, "seer_incomplete", width, at)
    assert n is not None and st is not None and incomplete is not None
    each = [f"{w} {p.rate * width}" for w, p in workers.items()]  # events in the window, per worker
    z2 = float(s.config["z"]) ** 2
    half_z2, z2_, quarter_z2 = g6(z2 / 2), g6(z2), g6(z2 / 4)  # as the rules print them
    ratio = div(incomplete, n)
    center = div(ratio + div(half_z2, n), 1 + div(z2_, n))
    half = div(s.z, 1 + div(z2_, n)) * sqrt(div(ratio * (1 - ratio), n) + div(quarter_z2, n * n))
    group.exprs.append(
        (
            f"the {name} window at minute {at}: {n:g} events summed over both workers"
            f" ({', '.join(each)}); recall mean {st.mean:g} with mean ± {s.z:g}·s/√n;"
            f" incomplete share {ratio:g} with Wilson's interval",
            [
                test(f"segment:seer_events:count_{name}", at, n),
                test(f"segment:seer_recall:mean_{name}", at, st.mean),
                test(f"segment:seer_recall:stderr_{name}", at, st.se),
                test(f"segment:seer_recall:lower_{name}", at, st.lower),
                test(f"segment:seer_recall:upper_{name}", at, st.upper),
                test(f"segment:seer_incomplete:ratio_{name}", at, ratio),
                test(f"segment:seer_incomplete:lower_{name}", at, clamp_min(center - half, 0)),
                test(f"segment:seer_incomplete:upper_{name}", at, clamp_max(center + half, 1)),
            ],
        )
    )
    minutes = [2 * width - 1, 2 * width, 2 * width + 1, 3 * width - 1, 3 * width]
    group.exprs.append(
        (
            f"the window slides: the same count at each minute around the old {name}"
            " windows' boundaries",
            [
                test(
                    f"segment:seer_events:count_{name}",
                    t,
                    world.count(key, "seer_events", width, t),
                )
                for t in minutes
            ],
        )
    )
    longest = max(s.windows, key=lambda w: s.windows[w])
    whole = world.count(key, "seer_events", s.windows[longest], at)
    group.exprs.append(
        (
            f"a window longer than the data ({longest}) counts every event since minute 0",
            [test(f"segment:seer_events:count_{longest}", at, whole)],
        )
    )
    base = s.config["baseline"]
    past = world.stats(key, "recall", s.windows[base], at)
    counted = world.count(key, "seer_events", s.windows[base], at)
    assert counted is not None and counted >= s.min_events and past is not None
    group.exprs.append(
        (
            f"the baseline: the {base} mean where the {base} window holds min_events or more",
            [test(f"segment:seer_recall:baseline_{base}", at, past.mean)],
        )
    )
    return group
