"""stream.statistics against printed tables, published examples and figures worked by
hand (docs/statistics.md gives the formulas)."""

from __future__ import annotations

import math

import pytest

from stream import statistics as stats

# Student's t, two-sided 95 % (p = 0.975) and 99 % (p = 0.995), from printed tables.
T_TABLE = [
    (0.975, 1, 12.7062),
    (0.975, 2, 4.3027),
    (0.975, 3, 3.1824),
    (0.975, 5, 2.5706),
    (0.975, 10, 2.2281),
    (0.975, 30, 2.0423),
    (0.975, 100, 1.9840),
    (0.995, 7, 3.4995),
    (0.995, 20, 2.8453),
    (0.8, 4, 0.9410),
]


@pytest.mark.parametrize(("p", "df", "expected"), T_TABLE)
def test_t_quantile_matches_the_tables(p: float, df: int, expected: float) -> None:
    assert stats.t_quantile(p, df) == pytest.approx(expected, abs=1e-4)
    assert stats.t_quantile(1 - p, df) == pytest.approx(-expected, abs=1e-4)


def test_t_quantile_inverts_the_cdf_for_fractional_df_and_meets_the_normal() -> None:
    for df in (1.5, 2.7, 6.97, 41.3):
        for p in (0.6, 0.9, 0.975, 0.999):
            assert stats.t_cdf(stats.t_quantile(p, df), df) == pytest.approx(p, abs=1e-12)
    # Between the whole numbers either side, and the normal's 1.95996 for huge df.
    assert 4.3027 > stats.t_quantile(0.975, 2.5) > 3.1824
    assert stats.t_quantile(0.975, 1e9) == pytest.approx(1.959964, abs=1e-6)
    assert stats.t_quantile(0.975, 100_000) == pytest.approx(1.959985, abs=1e-5)
    with pytest.raises(ValueError):
        stats.t_quantile(1.0, 3)


def test_mean_interval_worked_by_hand() -> None:
    # mean 2.5, s = √(5/3) = 1.29099, se = 0.645497, t(3) = 3.18245: half 2.054260.
    found = stats.mean_interval([1.0, 2.0, 3.0, 4.0])
    assert (found.estimate, found.n, found.df, found.method) == (2.5, 4, 3, "t")
    assert found.low == pytest.approx(0.445740, abs=1e-6)
    assert found.high == pytest.approx(4.554260, abs=1e-6)
    constant = stats.mean_interval([0.5, 0.5, 0.5])
    assert (constant.low, constant.high) == (0.5, 0.5)
    with pytest.raises(ValueError, match="at least 2"):
        stats.mean_interval([1.0])


def test_wilson_published_values_and_the_ends() -> None:
    # 3 of 10: 0.1078 to 0.6032 (Wilson score interval, 95 %).
    found = stats.wilson(3, 10)
    assert found.estimate == 0.3
    assert (found.low, found.high) == pytest.approx((0.10779, 0.60322), abs=1e-5)
    none, every = stats.wilson(0, 10), stats.wilson(10, 10)
    assert none.low == 0.0 and none.high == pytest.approx(0.27753, abs=1e-5)
    assert every.high == 1.0 and every.low == pytest.approx(0.72247, abs=1e-5)
    with pytest.raises(ValueError):
        stats.wilson(11, 10)


def test_newcombe_reproduces_his_published_examples() -> None:
    # Newcombe (1998), Table II, method 10: 56/70 - 48/80 -> 0.0524 to 0.3339; and
    # 0/10 - 0/20 -> -0.1611 to 0.2775 (here test - base, so the arms are given so).
    found = stats.newcombe(48, 80, 56, 70)
    assert found.estimate == pytest.approx(0.2)
    assert (found.low, found.high) == pytest.approx((0.0524, 0.3339), abs=1e-4)
    empty = stats.newcombe(0, 20, 0, 10)
    assert (empty.low, empty.high) == pytest.approx((-0.1611, 0.2775), abs=1e-4)


def test_welch_worked_by_hand() -> None:
    # base: mean 3, s² 2.5 (n 5); test: mean 7, s² 14 (n 6). se² = 0.5 + 2.33333 = 2.83333;
    # df = 2.83333² / (0.5²/4 + 2.33333²/5) = 6.97226; t(6.97226) = 2.36568 (between the
    # tables' 2.3646 for 7 and 2.4469 for 6); half = 2.36568 · 1.68325 = 3.98201.
    found = stats.welch([1, 2, 3, 4, 5], [2, 4, 6, 8, 10, 12])
    assert found.estimate == 4.0 and found.method == "Welch t"
    assert found.df == pytest.approx(6.97226, abs=1e-5)
    assert found.high - found.estimate == pytest.approx(3.982, abs=2e-3)
    assert 2.3646 < (found.high - found.estimate) / math.sqrt(2.83333) < 2.4469
    same = stats.welch([0.5, 0.5], [0.7, 0.7])  # no spread: the difference is known
    assert (same.low, same.high) == pytest.approx((0.2, 0.2))
    assert same.excludes_zero()


def test_paired_t_is_the_t_interval_of_the_differences() -> None:
    found = stats.paired_t([-0.02, -0.01, -0.03, -0.02])
    # mean -0.02, s = 0.0081650, se = 0.0040825, t(3) = 3.18245: half 0.012992.
    assert found.method == "paired t" and found.df == 3
    assert (found.low, found.high) == pytest.approx((-0.032992, -0.007008), abs=1e-6)
    assert found.excludes_zero()


def test_needed_per_arm_worked_by_hand() -> None:
    # (1.959964 + 0.841621)² = 7.848861; · 0.02 / 0.05² = 62.79 -> 63.
    assert stats.needed_per_arm(0.02, 0.05) == 63
    # · 0.5 / 0.1² = 392.44 -> 393; no spread still needs 2.
    assert stats.needed_per_arm(0.5, 0.1) == 393
    assert stats.needed_per_arm(0.0, 0.05) == 2
    with pytest.raises(ValueError):
        stats.needed_per_arm(0.1, 0.0)


def test_ppi_mean_worked_by_hand() -> None:
    # Unlabelled judge: mean 0.85, s² 0.036667 (N 4). Rectifier (judge - truth) on the
    # labelled: [0.5, 0, 0], mean 1/6, s² 1/12 (n 3). θ = 0.85 - 1/6 = 0.683333;
    # se = √(0.036667/4 + 0.083333/3) = 0.192209; half = 1.959964 · se = 0.376724.
    found = stats.ppi_mean([0.8, 1.0, 0.6, 1.0], [1.0, 0.5, 1.0], [0.5, 0.5, 1.0])
    assert found.error == pytest.approx(1 / 6) and found.labelled == 3
    assert found.corrected.estimate == pytest.approx(0.683333, abs=1e-6)
    assert found.corrected.low == pytest.approx(0.683333 - 0.376724, abs=1e-6)
    assert found.corrected.high == pytest.approx(0.683333 + 0.376724, abs=1e-6)
    assert found.raw.estimate == pytest.approx(0.85)
    with pytest.raises(ValueError, match="labelled"):
        stats.ppi_mean([0.5, 0.6], [0.5], [0.5])
