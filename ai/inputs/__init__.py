"""The input encoders of the evaluation networks.

:mod:`ai.inputs.features` turns ``(n, 27)`` mover-view state rows into the float32 input
matrix of a feature set (``encode``, ``n_inputs``, ``states_array``); the other modules
each add one group of inputs to it: :mod:`ai.inputs.contact` (short nardy's contact
inputs, set 2), :mod:`ai.inputs.shape` (short nardy's shape inputs, set 3),
:mod:`ai.inputs.blocking` (long nardy's blocking and mobility inputs, set 2) and
:mod:`ai.inputs.middle` (long nardy's middle-game inputs, set 3). A network file says which
set it was trained on (:class:`ai.net.Net`).
"""
