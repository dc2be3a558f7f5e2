"""The cells of one hand's row on the score pad: what each side's cell says, its tooltip in
words, and its colours (the pitcher's made bid, a set back, a side that scored nothing).

Its words keep the score pad's translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTableWidgetItem

from pitch_desktop.controller.rules_text import point_name
from pitch_desktop.engine.scoring import HandScore
from pitch_desktop.ui.common.sides import SET_BACK_RED, points_letters, signed

GREY = QColor(150, 150, 150)
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
    """0: "H L J  +3", 1: "HLJ +3", 2: the letters above the score."""
    value = signed(score.hand_score[side])
    if layout == 0:
        letters = points_letters(score, side, " ")
        return f"{letters}  {value}" if letters else value
    letters = points_letters(score, side, "")
    if not letters:
        return value
    return f"{letters} {value}" if layout == 1 else f"{letters}\n{value}"
