"""Lexical evaluator: an offline, deterministic approximation of the LLM judge (SPEC §3).

It needs no network and no model. It is a heuristic, and it says so: its
requirements and citations are guesses from word overlap, not understanding.

How it works. The question's words are looked for in each passage in their other
forms too ("boils" for "boil", "sank" for "sink", "°C" for "Celsius", "temperature"
for "temp", "colour" for "color", "lunar" for "Moon", "human" for "man"; `lexical_text`,
`lexical_lexicon`), an acronym in the capitalised run
that spells it out ("New York City" for "NYC"), weighted by how rare they are among
the event's passages; verbs that say little ("happen", "work") weigh nothing. A
passage may have a title ("Title: text", or a short first line over a list;
`lexical_passages`), which counts as part of it. The question's names (quoted
phrases, capitalised runs; `lexical_asked`) are looked up in titles and texts; a
question typed all in lower case names the titles it holds, where it is a bridge, a long
question, a comparison or holds two ("were nokia and ericsson both founded ..."). Then, in
this order:

- a comparison ("Which is older, X or Y?", "Are both X and Y ...?"): one
  requirement per compared item, supported by the passage about it (its title
  names the item; untitled, it names the item early and no other), one per other
  name, and "the director of X" and the like;
- a bridge ("the pianist who recorded X", "X's father", "Where was the author of X
  born?", "Who directed X and what is their nationality?"), or a question that no one
  passage answers: one requirement per name, supported by the passage whose title
  names it, and "the answer", supported by the passage the named one links to (its
  text names the other's title, a company's without its legal form: "Canonical" for
  "Canonical Ltd") when the pair covers the question; a link that names it beside the
  question's word for the relation or beside a name of the question that has no page
  ("Lucille Ball plays Lucy Ricardo"), or names what an untitled passage is about, weighs
  more (`lexical_links`); without names, the passage the chain starts from
  holds most of the clause that describes it ("the scientist who discovered penicillin"),
  a question about one named thing is not answered by an untitled passage that does not
  name it, one that asks when or where someone was born or died is not answered by a
  titled page that gives no birth or death, and "the composer of X" not by a page whose
  title gives its person another calling ("John Williams (guitarist)");
- otherwise one passage answers it when it holds the question's names (a setting,
  "in the Solar System", may be left out), most of its other words, and the words
  most passages share ("chameleons" in "How do chameleons change colour?", which a
  passage about octopuses lacks): one requirement, supported by that passage and
  any as good, unless a linked pair says more (two hops after all); of titled
  pages, the one about the named thing rather than one that mentions it (without
  names, the one titled with the question's words), and so of web snippets by their
  titles, and of FAQ entries the one whose own question holds the user's words; of
  untitled passages, the one that opens with what is asked about. It says the
  question's names as phrases, a cause for "why", what "How many" counts, and is not a
  page about another thing of the named kind ("Spitzer Space Telescope" for the Hubble,
  "Venus Williams" for "serena williams ...", "Poland" for the countries that border
  Germany; `lexical_others`), nor a story dated to a year for how a thing works, nor,
  leaving out the question's setting, about another place ("tip in the United States") or
  with nothing left but a kind ("countries" in "Which countries are in the Sahel?"), nor
  an FAQ entry that asks for a cause, a frequency, an amount (a duration is one) or a yes
  or no the question does not (`lexical_faq`). A short question with one name at most
  that no passage answers has one requirement, unsupported: a page about the named thing
  alone answers nothing, but for a list question (`lexical_subject.list_pages`).

Names joined by "and" that a title names whole are one name ("War and Peace"), and a page
about a namesake ("X (1995 TV series)") answers nothing alone beside the page about X, which
is the one whose title names X without a qualifier.
A short how/why question that no passage answers alone is answered by the page about its
thing (its title, or a snippet's, is a run of the question's words: "Tide" for "How does
the Moon cause tides?", "How GPS works") that holds half its other words; of passages that
answer, such a page is preferred. A why-question that no passage answers alone is
answered by the one passage that gives a cause and holds its subject and one more of its
words, or else by the one page about what happened to the thing it names ("Tay Bridge
disaster" for "Why did the Tay Bridge collapse?").

Everyday questions say some things their own way: "Who wrote X?" is answered by "X is a
novel by Y" (the work's noun before "by" says the making), "What does NASA stand for?" by
the passage that spells it out, "When did World War II end?" by "the Second World War
ended in 1945", and "tallest" by "highest". An answer to "How many ...?" holds a number,
and one to "Where is X?" a place besides the question's.

Where each part lives: `lexical_asked` makes the question plain and finds its names,
`lexical_question` reads it and `lexical_shape` says what it asks; `lexical_reshape` makes a
passage plain and `lexical_passages` reads its title and text; `lexical_text` holds the
words' forms, `lexical_kinds` what an answer of a kind looks like, and `lexical_search` how
they are found in a text. `lexical_scan` finds the question's terms in the event's
passages, `lexical_reading` weighs them and names the passages the question's names are
about, `lexical_chains` links passages into chains, and `lexical_judge` decides which
passages answer and writes the requirements; the rules it asks are in `lexical_compare`,
`lexical_links`, `lexical_others`, `lexical_subject` and `lexical_faq`.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Final

from stream.evaluators.base import Evaluation, OverBudget
from stream.evaluators.lexical_judge import Judge
from stream.evaluators.lexical_question import Question
from stream.schema import EvaluatorInfo, Judgment

# Work of one event, in steps (a name of the question against a passage: a few µs each).
# A hostile record of 500 names and 2,000 passages took 11 s, 1,000 and 5,000 took 83 s.
MAX_WORK: Final = 200_000  # past it the event is dead-lettered (over_limits) unjudged
INLINE_WORK: Final = 5_000  # past it the event is judged in a thread, off the event loop


def work(task: str, passages: Sequence[str]) -> tuple[int, int]:
    """An upper estimate of the steps judging the event takes, and the names it has: each
    name of the question is looked up in every passage and against the other names, and
    each of its words in every passage (cheaper: a substring search)."""
    q = Question.of(task)  # read once: the judge finds it again
    count, words, n = q.found, q.shown, len(passages)
    return count * n + count * count + words * n // 10, count


class LexicalEvaluator:
    """Requirements from the question's names and words; citations from the passages that
    hold them, and from titles and links for multi-hop questions."""

    @property
    def info(self) -> EvaluatorInfo:
        return EvaluatorInfo(name="lexical", model=None, prompt_version="lexical-v60")

    async def judge(self, task: str, passages: Sequence[str]) -> Evaluation:
        steps, count = work(task, passages)
        if steps > MAX_WORK:
            raise OverBudget(
                f"judging this event takes about {steps:,} steps ({count:,} names, "
                f"{len(passages):,} passages), over the lexical evaluator's limit of {MAX_WORK:,}"
            )
        if steps > INLINE_WORK:  # seconds of CPU: the loop must go on serving and committing
            return await asyncio.to_thread(self.judge_sync, task, passages)
        return self.judge_sync(task, passages)

    async def aclose(self) -> None:
        pass

    def judge_sync(self, task: str, passages: Sequence[str]) -> Evaluation:
        """Judge one retrieval: pure, deterministic, well under a millisecond."""
        requirements = Judge(task, passages).requirements()  # never empty: K >= 1
        for r in requirements:
            r.supported_by = sorted({i + 1 for i in r.supported_by})
        return Evaluation(judgment=Judgment(requirements=requirements))
