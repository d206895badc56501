"""@log_retrieval finds the query however the retrieval is called: positionally or by
name, on a function or a method (not `self`), and refuses at decoration a query_arg the
function does not take. It logged `<Retriever object at 0x...>` as the query of a method,
and nothing at all when query_arg named a parameter passed positionally."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from typing import Any, cast

import pytest

from stream.client import SeerLogger, log_retrieval


class Recorder:
    """Stands in for a SeerLogger: what the decorator logs, not how Kafka takes it (the
    integration tests publish through a real one)."""

    def __init__(self) -> None:
        self.tasks: list[str] = []

    def log(self, task: str, context: Any, metadata: Mapping[str, Any] | None = None) -> str:
        self.tasks.append(task)
        return "id"


def recorder() -> tuple[Recorder, SeerLogger]:
    seen = Recorder()
    return seen, cast(SeerLogger, seen)


def test_a_named_query_is_found_passed_by_position_or_by_name() -> None:
    seen, logger = recorder()

    @log_retrieval(logger=logger, query_arg="query")
    def retrieve(k: int, query: str, source: str = "wiki") -> list[str]:
        return ["p"] * k

    retrieve(1, "positional")
    retrieve(1, query="by name")
    retrieve(k=1, query="both by name")
    assert seen.tasks == ["positional", "by name", "both by name"]


def test_a_method_logs_its_query_not_self() -> None:
    seen, logger = recorder()

    class Retriever:
        @log_retrieval(logger=logger)
        def search(self, query: str) -> list[str]:
            return ["p"]

        @classmethod
        @log_retrieval(logger=logger)
        def lookup(cls, question: str) -> list[str]:
            return ["p"]

        @log_retrieval(logger=logger)
        async def asearch(self, query: str) -> list[str]:
            return ["p"]

    Retriever().search("method")
    Retriever().search(query="method by name")
    Retriever.lookup("class method")
    asyncio.run(Retriever().asearch("async method"))
    assert seen.tasks == ["method", "method by name", "class method", "async method"]


def test_the_first_parameter_is_the_query_whether_passed_by_name_or_not() -> None:
    seen, logger = recorder()

    @log_retrieval(logger=logger)
    def retrieve(question: str, k: int = 1) -> list[str]:
        return ["p"] * k

    retrieve("positional")
    retrieve(question="by name", k=2)
    assert seen.tasks == ["positional", "by name"]


def test_a_position_still_names_an_argument() -> None:
    seen, logger = recorder()

    @log_retrieval(logger=logger, query_arg=1)
    def retrieve(index: str, query: str) -> list[str]:
        return ["p"]

    retrieve("books", "by position")
    retrieve("books", query="the same parameter by name")
    assert seen.tasks == ["by position", "the same parameter by name"]


def test_a_query_arg_the_function_does_not_take_is_refused_at_decoration() -> None:
    with pytest.raises(TypeError, match=r"retrieve has no parameter 'q' \(query_arg\)"):

        @log_retrieval(query_arg="q")
        def retrieve(query: str) -> list[str]:
            return []

    with pytest.raises(TypeError, match="takes no query: name it with query_arg"):

        class Retriever:
            @log_retrieval()
            def search(self) -> list[str]:
                return []


def test_a_query_that_is_not_text_is_not_logged_and_retrieval_goes_on(
    caplog: pytest.LogCaptureFixture,
) -> None:
    seen, logger = recorder()

    @log_retrieval(logger=logger, query_arg=0)
    def search(request: dict[str, str]) -> list[str]:
        return ["p"]

    assert search({"q": "x"}) == ["p"]
    assert seen.tasks == []
    assert "the query ('request') is a dict, not text" in caplog.text


def test_a_query_in_keyword_arguments_is_found() -> None:
    seen, logger = recorder()

    @log_retrieval(logger=logger, query_arg="text")
    def retrieve(**options: str) -> list[str]:
        return ["p"]

    retrieve(text="from kwargs")
    assert seen.tasks == ["from kwargs"]
