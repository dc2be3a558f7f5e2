"""The cells of one hand's row on the score pad: what each side's cell says, its tooltip in
words, and its colours (the pitcher's made bid, a set back, a side that scored nothing).

Its words keep the score pad's translation context."""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTableWidgetItem

from pitch_desktop.controller.rules_text import point_name
from pitch_desktop.engine.scoring import HandScore
from pitch_desktop.ui.common.sides import SET_BACK_RED, point_letter, points_letters, signed

GREY = QColor(150, 150, 150)
LETTER_LINES = 3  # the most lines a cell's letters take: eleven awards in seven columns
LAYOUTS = 2 + LETTER_LINES  # "H L J  +3", "HLJ +3", then the letters on 1, 2, 3 lines
_PITCHER_TINT = QColor(240, 222, 160)  # the pitcher's cell on a hand line
_SET_BACK_TINT = QColor(248, 222, 218)


def grey_item(text: str, tip: str) -> QTableWidgetItem:
    """A cell across every side's column, in grey italics: a hand no side scored."""
    item = QTableWidgetItem(text)
    item.setForeground(QBrush(GREY))
    font = item.font()
    font.setItalic(True)
    item.setFont(font)
    item.setToolTip(tip)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


def hand_item(number: int, score: HandScore, side: int, side_name: str) -> QTableWidgetItem:
    """A side's cell of hand ``number``: its tooltip says the points won and the bid's fate;
    its text is written by ``hand_text`` once the pad knows its room."""
    value = score.hand_score[side]
    item = QTableWidgetItem()
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    points = [point_name(a.name) for a in score.awards if a.side == side]
    words = ", ".join(points) if points else QCoreApplication.translate("ScorePad", "no points")
    lines = [
        QCoreApplication.translate("ScorePad", "Hand {n}, {side}: {points}").format(
            n=number, side=side_name, points=words
        )
    ]
    if side == score.pitcher_side:
        bid = QCoreApplication.translate("ScorePad", "smudge") if score.smudge else str(score.bid)
        if score.made:
            lines.append(
                QCoreApplication.translate("ScorePad", "Bid {bid} and made it: {value}").format(
                    bid=bid, value=signed(value)
                )
            )
            item.setBackground(QBrush(_PITCHER_TINT))
        else:
            lines.append(
                QCoreApplication.translate(
                    "ScorePad", "Set back: bid {bid} but won only {won}, so {value}"
                ).format(bid=bid, won=score.won[side], value=signed(value))
            )
            item.setForeground(QBrush(SET_BACK_RED))
            item.setBackground(QBrush(_SET_BACK_TINT))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
    else:
        lines.append(
            QCoreApplication.translate("ScorePad", "Scores {value}").format(value=signed(value))
        )
        if value == 0:
            item.setForeground(QBrush(GREY))
    item.setToolTip("\n".join(lines))
    return item


def hand_text(score: HandScore, side: int, layout: int) -> str:
    """0: "H L J  +3", 1: "HLJ +3", 2 and on: the letters on ``layout - 1`` lines above the
    score."""
    value = signed(score.hand_score[side])
    if layout == 0:
        letters = points_letters(score, side, " ")
        return f"{letters}  {value}" if letters else value
    won = [point_letter(a.name) for a in score.awards if a.side == side]
    if not won:
        return value
    if layout == 1:
        return f"{''.join(won)} {value}"
    return "\n".join([*letter_rows(won, layout - 1), value])


def letter_rows(letters: list[str], lines: int) -> list[str]:
    """The letters in order on at most ``lines`` rows, as even as they go."""
    per = max(1, math.ceil(len(letters) / lines))
    return ["".join(letters[i : i + per]) for i in range(0, len(letters), per)]


def layout_lines(layout: int) -> int:
    """How many lines a cell written in ``layout`` may take."""
    return 1 if layout < 2 else layout
