"""The command line: the app by default, plus the measuring commands (play, simulate, demo,
screenshot, replay). Errors in what the user typed exit with status 2 and one clear line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from game import get_game
from game.core.errors import SpecError
from game.core.game import check_seat_count, resolve_options
from game.core.seats import Seat, parse_option_pairs, parse_seats
from scenes.kit.settings import LANGUAGES, TEXT_SIZES


class UsageError(Exception):
    """A mistake in the command line, told in one line."""


def options_help() -> str:
    """Every game's options as ``--option`` takes them, for the help of the commands that take it:
    the names and values are the engines' own, so the help never drifts from what is accepted."""
    from game import games

    lines = ["game options (--option NAME=VALUE, once per option):"]
    for game_id, game in games().items():
        for option in game.options:
            default = f" (default {option.default})" if option.default else ""
            lines.append(f"  {game_id} {option.name}: {option.help}{default}")
    return "\n".join(lines)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description="Samurai Table")
    sub = parser.add_subparsers(dest="command")
    game_options = {"epilog": options_help(), "formatter_class": argparse.RawDescriptionHelpFormatter}

    def game_args(p: argparse.ArgumentParser, seats: bool = True) -> None:
        p.add_argument("game")
        if seats:
            p.add_argument("--seats", default=None, help="comma list: human, human:NAME, ai:LEVEL")
        p.add_argument("--seed", type=int, default=None)
        p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")

    play = sub.add_parser("play", help="straight onto a table", **game_options)
    game_args(play)
    sim = sub.add_parser("simulate", help="play seeded games headless, print one JSON line", **game_options)
    game_args(sim)
    sim.add_argument("--games", type=int, default=100)
    demo = sub.add_parser("demo", help="run the GUI loop headless with AI seats", **game_options)
    game_args(demo)
    demo.add_argument("--frames", type=int, default=2000)
    demo.add_argument("--size", default="1280x720")
    shot = sub.add_parser("screenshot", help="write a scene to a PNG, headless", **game_options)
    game_args(shot)
    shot.add_argument("--steps", type=int, default=0)
    shot.add_argument("--size", default="1280x720")
    shot.add_argument("--out", required=True)
    shot.add_argument("--language", choices=LANGUAGES, default="en", help="the screen's language")
    shot.add_argument("--text-size", choices=TEXT_SIZES, default="standard", help="the settings' text size")
    replay = sub.add_parser("replay", help="step through a saved game")
    replay.add_argument("save")
    return parser


def _seats(game: Any, spec: str | None, default_kind: str, named: bool = True) -> list[Seat]:
    """The seats of ``spec``; ``named=False`` leaves unnamed seats for the app to name as its
    setup screen does, in the player's language."""
    if spec is None:
        first = "human" if default_kind == "human" else "ai:normal"
        spec = ",".join([first] + ["ai:normal"] * (game.default_seats - 1))
    seats = parse_seats(spec, named)
    check_seat_count(game, seats)
    return seats


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise UsageError(f"--size must look like 1280x720, not {text!r}") from None
    if w < 320 or h < 240:
        raise UsageError("--size must be at least 320x240")
    return w, h


def _seed(value: int | None) -> int:
    if value is not None:
        return value
    import random

    return random.SystemRandom().randrange(1, 1_000_000)


def _replay(save: str) -> int:
    """Refuse a missing or damaged record before opening a window, in the player's words: the
    settings' language is set and the log file opened first, so the message reads as the app's
    would and its technical reason goes to the log, not the terminal."""
    from scenes.app import run_app
    from scenes.kit import i18n
    from scenes.kit.settings import Settings
    from scenes.kit.storage import Storage
    from scenes.replay import load_replay

    storage = Storage.default()
    storage.setup_logging()
    i18n.set_language(Settings.load(storage).language)
    try:
        load_replay(save)
    except ValueError as exc:  # a whole sentence in the player's language: no English "error:" before it
        print(exc, file=sys.stderr)
        return 2
    return run_app(replay_path=save, storage=storage)  # with any settings warning for the player


def run(argv: Sequence[str]) -> int:
    args = _parser().parse_args(argv)
    if args.command is None:
        from scenes.app import run_app

        return run_app()
    if args.command == "replay":
        return _replay(args.save)
    screens = ("menu", "setup", "settings")
    if args.command == "screenshot" and args.game in screens:
        game = None
    else:
        game = get_game(args.game)
    options = resolve_options(game, parse_option_pairs(args.option)) if game else {}
    if args.command == "simulate":
        from game.core.simulate import simulate

        assert game is not None
        seats = _seats(game, args.seats, "ai")
        result = simulate(game, args.games, _seed(args.seed) if args.seed is not None else 1, seats, options)
        print(json.dumps(result, separators=(", ", ": ")))
        return 1 if result["errors"] else 0
    if args.command == "play":
        from scenes.app import PlayRequest, run_app

        assert game is not None
        request = PlayRequest(game.id, _seats(game, args.seats, "human", named=False), _seed(args.seed), options)
        return run_app(play=request)
    if args.command == "demo":
        from scenes.harness import run_demo

        assert game is not None
        seats = _seats(game, args.seats, "ai")
        result = run_demo(game.id, seats, _seed(args.seed) if args.seed is not None else 1, options,
                          frames=args.frames, size=_size(args.size))
        print(json.dumps(result, separators=(", ", ": ")))
        return 0
    if args.command == "screenshot":
        from scenes.harness import take_screenshot

        seats = _seats(game, args.seats, "human", named=False) if game else []
        take_screenshot(args.game, seats, _seed(args.seed) if args.seed is not None else 1, options,
                        steps=args.steps, size=_size(args.size), out=args.out, language=args.language,
                        text_size=args.text_size)
        return 0
    raise UsageError(f"unknown command {args.command}")


def main(argv: Sequence[str] | None = None) -> int:
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except (SpecError, UsageError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
