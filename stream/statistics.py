"""The statistics behind `seer-stream compare` and `seer-stream accuracy`: intervals for a
mean, a share and a difference of either, the sample size needed to detect a difference,
and prediction-powered inference (PPI) to correct a judge's bias with labelled events.

Standard library only: the normal quantile is `statistics.NormalDist`'s, Student's t
quantile is computed here (no scipy in the dependencies). Formulas, assumptions and when
each is used: docs/statistics.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from statistics import NormalDist, fmean, variance

CONFIDENCE = 0.95
POWER = 0.80
_NORMAL = NormalDist()
# Past this many degrees of freedom t and the normal quantile agree to 6 digits.
_NORMAL_DF = 1e7


def normal_quantile(p: float) -> float:
    return _NORMAL.inv_cdf(p)


def _two_sided_z(confidence: float) -> float:
    return normal_quantile(0.5 + confidence / 2)


# Student's t, through the regularised incomplete beta function


def _beta_fraction(x: float, a: float, b: float) -> float:
    """The continued fraction of I_x(a, b), evaluated by the modified Lentz method."""
    tiny = 1e-300
    f, c, d = tiny, tiny, 0.0
    for j in range(1, 2000):
        if j == 1:
            numerator = 1.0
        else:
            m = (j - 1) // 2
            if (j - 1) % 2:  # odd coefficient d_(2m+1)
                numerator = -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))
            else:  # even coefficient d_(2m)
                numerator = m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m))
        d = 1.0 + numerator * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + numerator / c
        c = c if abs(c) > tiny else tiny
        f *= c * d
        if abs(c * d - 1.0) < 1e-15:
            break
    return f


def _incomplete_beta(x: float, a: float, b: float) -> float:
    """The regularised incomplete beta function I_x(a, b), for 0 <= x <= 1."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    log_front = (
        math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    )
    # The fraction converges fast below the mean of the beta distribution; above it the
    # symmetry I_x(a, b) = 1 - I_(1-x)(b, a) keeps it there.
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(log_front) * _beta_fraction(x, a, b) / a
    return 1.0 - math.exp(log_front) * _beta_fraction(1.0 - x, b, a) / b


def t_cdf(t: float, df: float) -> float:
    """P(T <= t) for Student's t with `df` (> 0, not necessarily whole) degrees of freedom."""
    tail = 0.5 * _incomplete_beta(df / (df + t * t), df / 2.0, 0.5)
    return 1.0 - tail if t >= 0 else tail


@lru_cache(maxsize=4096)
def t_quantile(p: float, df: float) -> float:
    """The t value below which a share `p` of Student's t with `df` degrees of freedom lies."""
    if not 0.0 < p < 1.0 or not df > 0:
        raise ValueError(f"t_quantile needs 0 < p < 1 and df > 0, got p={p}, df={df}")
    if df >= _NORMAL_DF:
        return normal_quantile(p)
    if p < 0.5:
        return -t_quantile(1.0 - p, df)
    # Bisection: the CDF is monotone, and 200 halvings pin the root to a float's width.
    low, high = 0.0, max(2.0, 2.0 * normal_quantile(p))
    while t_cdf(high, df) < p:
        low, high = high, high * 2.0
    for _ in range(200):
        middle = (low + high) / 2.0
        if middle in (low, high):
            break
        if t_cdf(middle, df) < p:
            low = middle
        else:
            high = middle
    return (low + high) / 2.0


def two_sided_t(confidence: float, df: float) -> float:
    return t_quantile(0.5 + confidence / 2, df)


# Intervals


@dataclass(frozen=True)
class Interval:
    """An estimate with its two-sided interval. `df` is the t interval's degrees of
    freedom (None for a normal or score interval); `n` the sample size behind it."""

    estimate: float
    low: float
    high: float
    method: str
    n: int
    df: float | None = None

    def excludes_zero(self) -> bool:
        return self.low > 0.0 or self.high < 0.0

    def within(self, low: float, high: float) -> Interval:
        """Clipped to the range the quantity lies in (a t interval of a few scores in
        [0, 1] can reach past it): the coverage is the same, the figures are not absurd."""
        return replace(self, low=max(low, self.low), high=min(high, self.high))


def _var(values: Sequence[float]) -> float:
    return variance(values) if len(values) > 1 else 0.0


def _need(values: Sequence[float], least: int, what: str) -> None:
    if len(values) < least:
        raise ValueError(f"{what} needs at least {least} values, got {len(values)}")


def mean_interval(values: Sequence[float], confidence: float = CONFIDENCE) -> Interval:
    """Student's t interval for a mean: mean ± t(n-1) · s / √n."""
    _need(values, 2, "a t interval")
    n, mean = len(values), fmean(values)
    df = n - 1
    half = two_sided_t(confidence, df) * math.sqrt(_var(values) / n)
    return Interval(mean, mean - half, mean + half, "t", n, df)


def wilson(successes: int, n: int, confidence: float = CONFIDENCE) -> Interval:
    """Wilson's score interval for a share: better than p ± z·√(p(1-p)/n) near 0 and 1,
    where that one collapses to a point (p = 0 or 1) or leaves [0, 1]."""
    if n < 1 or not 0 <= successes <= n:
        raise ValueError(f"a Wilson interval needs 0 <= successes <= n, n >= 1: {successes}/{n}")
    z = _two_sided_z(confidence)
    p = successes / n
    denominator = 1.0 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z / denominator * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    # Exact at the ends: at p = 0 or 1 rounding leaves a bound a hair off 0 or 1.
    low = 0.0 if successes == 0 else centre - half
    high = 1.0 if successes == n else centre + half
    return Interval(p, low, high, "Wilson", n)


def welch(base: Sequence[float], test: Sequence[float], confidence: float = CONFIDENCE) -> Interval:
    """Welch's t interval for mean(test) - mean(base): unequal variances allowed, degrees
    of freedom by the Welch-Satterthwaite formula."""
    _need(base, 2, "Welch's interval (base)")
    _need(test, 2, "Welch's interval (test)")
    vb, vt = _var(base) / len(base), _var(test) / len(test)
    difference = fmean(test) - fmean(base)
    se2 = vb + vt
    n = len(base) + len(test)
    if se2 == 0.0:  # both arms constant: the difference is known exactly
        return Interval(difference, difference, difference, "Welch t", n)
    df = se2 * se2 / (vb * vb / (len(base) - 1) + vt * vt / (len(test) - 1))
    half = two_sided_t(confidence, df) * math.sqrt(se2)
    return Interval(difference, difference - half, difference + half, "Welch t", n, df)


def paired_t(differences: Sequence[float], confidence: float = CONFIDENCE) -> Interval:
    """The t interval for the mean of per-pair differences (test - base)."""
    found = mean_interval(differences, confidence)
    return Interval(found.estimate, found.low, found.high, "paired t", found.n, found.df)


def newcombe(
    base_successes: int,
    base_n: int,
    test_successes: int,
    test_n: int,
    confidence: float = CONFIDENCE,
) -> Interval:
    """Newcombe's hybrid score interval for share(test) - share(base), from each arm's
    Wilson interval (his method 10): it keeps to [-1, 1] and holds near 0 and 1."""
    b = wilson(base_successes, base_n, confidence)
    t = wilson(test_successes, test_n, confidence)
    difference = t.estimate - b.estimate
    low = difference - math.hypot(t.estimate - t.low, b.high - b.estimate)
    high = difference + math.hypot(t.high - t.estimate, b.estimate - b.low)
    return Interval(difference, low, high, "Newcombe", base_n + test_n)


# Sample size


def needed_per_arm(
    spread: float, effect: float, confidence: float = CONFIDENCE, power: float = POWER
) -> int:
    """Events per arm (pairs, for a paired test) to detect a difference of `effect` with a
    two-sided test at `confidence` (1 - a) and `power`:
    n = (z_(1-a/2) + z_power)² · spread / effect².

    `spread` is the variance of one arm's value plus the other's (s_base² + s_test²; for
    shares p(1-p) + q(1-q)), or, paired, the variance of the per-pair differences. A
    normal approximation: with few events the t test needs a few more.
    """
    if effect <= 0:
        raise ValueError(f"the effect to detect must be above 0, got {effect}")
    z = _two_sided_z(confidence) + normal_quantile(power)
    return max(2, math.ceil(z * z * spread / (effect * effect)))


# Prediction-powered inference


@dataclass(frozen=True)
class Corrected:
    """A judge's mean corrected by its error measured on labelled events (PPI)."""

    raw: Interval  # the judge's own mean over the unlabelled events, t interval
    corrected: Interval  # the prediction-powered mean and its normal interval
    error: float  # the judge's mean error on the labelled events: mean(judge - truth)
    labelled: int


def ppi_mean(
    judged: Sequence[float],
    labelled_judged: Sequence[float],
    labelled_truth: Sequence[float],
    confidence: float = CONFIDENCE,
) -> Corrected:
    """Angelopoulos et al. (2023), the mean: θ = mean(judge on N unlabelled) -
    mean(judge - truth on n labelled), θ ± z · √(var_unlabelled/N + var_rectifier/n).

    Valid when the labelled events are an i.i.d. sample from the same distribution as the
    unlabelled ones, judged by the same judge; the normal interval needs both samples
    large enough for the central limit theorem (tens, not a handful).
    """
    if len(labelled_judged) != len(labelled_truth):
        raise ValueError("every labelled event needs its judged value and its true value")
    _need(judged, 2, "the corrected mean (unlabelled events)")
    _need(labelled_judged, 2, "the corrected mean (labelled events)")
    rectifier = [f - y for f, y in zip(labelled_judged, labelled_truth, strict=True)]
    error = fmean(rectifier)
    estimate = fmean(judged) - error
    se = math.sqrt(_var(judged) / len(judged) + _var(rectifier) / len(rectifier))
    half = _two_sided_z(confidence) * se
    corrected = Interval(estimate, estimate - half, estimate + half, "PPI", len(judged))
    return Corrected(mean_interval(judged, confidence), corrected, error, len(rectifier))
