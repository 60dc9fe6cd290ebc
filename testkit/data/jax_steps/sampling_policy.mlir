"builtin.module"() <{sym_name = "jit_rl_step"}> ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {}], function_type = (tensor<4xf32>, tensor<5x4xf32>, tensor<6x5xf32>, tensor<2xui32>) -> (tensor<4xf32>, tensor<5x4xf32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['b']"}, {jax.result_info = "result[0]['w']"}, {jax.result_info = "result[1]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg210: tensor<4xf32>, %arg211: tensor<5x4xf32>, %arg212: tensor<6x5xf32>, %arg213: tensor<2xui32>):
    %611 = "func.call"(%arg213) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<3x2xui32>
    %612 = "stablehlo.slice"(%611) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %613 = "stablehlo.reshape"(%612) : (tensor<1x2xui32>) -> tensor<2xui32>
    %614 = "stablehlo.slice"(%611) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %615 = "stablehlo.reshape"(%614) : (tensor<1x2xui32>) -> tensor<2xui32>
    %616 = "stablehlo.slice"(%611) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
    %617 = "stablehlo.reshape"(%616) : (tensor<1x2xui32>) -> tensor<2xui32>
    %618 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>
    %619 = "func.call"(%613, %618) <{callee = @_shuffle}> : (tensor<2xui32>, tensor<6xi32>) -> tensor<6xi32>
    %620 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %621 = "stablehlo.broadcast_in_dim"(%620) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %622 = "stablehlo.compare"(%619, %621) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi1>
    %623 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %624 = "stablehlo.broadcast_in_dim"(%623) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %625 = "stablehlo.add"(%619, %624) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %626 = "stablehlo.select"(%622, %625, %619) : (tensor<6xi1>, tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xi32>) -> tensor<6x1xi32>
    %628 = "stablehlo.gather"(%arg212, %627) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 5>}> : (tensor<6x5xf32>, tensor<6x1xi32>) -> tensor<6x5xf32>
    %629 = "func.call"(%615) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<6x5xf32>
    %630 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %632 = "stablehlo.multiply"(%631, %629) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %633 = "stablehlo.add"(%628, %632) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %634 = "stablehlo.dot_general"(%633, %arg211) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x5xf32>, tensor<5x4xf32>) -> tensor<6x4xf32>
    %635 = "stablehlo.broadcast_in_dim"(%arg210) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xf32>) -> tensor<1x4xf32>
    %636 = "stablehlo.broadcast_in_dim"(%635) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xf32>) -> tensor<6x4xf32>
    %637 = "stablehlo.add"(%634, %636) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %638 = "func.call"(%617) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<6x4xf32>
    %639 = "stablehlo.add"(%638, %637) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %640 = "func.call"(%639) <{callee = @argmax}> : (tensor<6x4xf32>) -> tensor<6xi32>
    %641:3 = "func.call"(%637) <{callee = @log_softmax}> : (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>)
    %642 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %643 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %644 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %646 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %647 = "stablehlo.broadcast_in_dim"(%646) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %648 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %650 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %651:8 = "stablehlo.while"(%641#0, %640, %650, %642, %643, %645, %647, %649) ({
    ^bb0(%arg240: tensor<6x4xf32>, %arg241: tensor<6xi32>, %arg242: tensor<i32>, %arg243: tensor<i32>, %arg244: tensor<f32>, %arg245: tensor<6xi32>, %arg246: tensor<6xi32>, %arg247: tensor<6xf32>):
      %927 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %928 = "stablehlo.compare"(%arg242, %927) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%928) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg232: tensor<6x4xf32>, %arg233: tensor<6xi32>, %arg234: tensor<i32>, %arg235: tensor<i32>, %arg236: tensor<f32>, %arg237: tensor<6xi32>, %arg238: tensor<6xi32>, %arg239: tensor<6xf32>):
      %921:5 = "func.call"(%arg232, %arg233, %arg235, %arg236) <{callee = @closed_call_10}> : (tensor<6x4xf32>, tensor<6xi32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>)
      %922 = "func.call"(%arg237, %921#2, %arg234) <{callee = @dynamic_update_index_in_dim}> : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
      %923 = "func.call"(%arg238, %921#3, %arg234) <{callee = @dynamic_update_index_in_dim}> : (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>
      %924 = "func.call"(%arg239, %921#4, %arg234) <{callee = @dynamic_update_index_in_dim_11}> : (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>
      %925 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %926 = "stablehlo.add"(%arg234, %925) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg232, %arg233, %926, %921#0, %921#1, %922, %923, %924) : (tensor<6x4xf32>, tensor<6xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<6xi32>, tensor<6xi32>, tensor<6xf32>) -> ()
    }) : (tensor<6x4xf32>, tensor<6xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<6xi32>, tensor<6xi32>, tensor<6xf32>) -> (tensor<6x4xf32>, tensor<6xi32>, tensor<i32>, tensor<i32>, tensor<f32>, tensor<6xi32>, tensor<6xi32>, tensor<6xf32>)
    %652 = "stablehlo.slice"(%637) <{limit_indices = array<i64: 6, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %653 = "stablehlo.slice"(%637) <{limit_indices = array<i64: 6, 4>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<6x4xf32>) -> tensor<6x2xf32>
    %654 = "stablehlo.maximum"(%652, %653) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %655 = "stablehlo.compare"(%652, %654) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xi1>
    %656 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %657 = "stablehlo.broadcast_in_dim"(%656) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %658 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %659 = "stablehlo.broadcast_in_dim"(%658) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %660 = "stablehlo.select"(%655, %657, %659) : (tensor<6x2xi1>, tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %661 = "stablehlo.compare"(%653, %654) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xi1>
    %662 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %663 = "stablehlo.broadcast_in_dim"(%662) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %664 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %665 = "stablehlo.broadcast_in_dim"(%664) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %666 = "stablehlo.select"(%661, %663, %665) : (tensor<6x2xi1>, tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %667 = "stablehlo.divide"(%660, %666) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %668 = "stablehlo.compare"(%653, %654) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xi1>
    %669 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %670 = "stablehlo.broadcast_in_dim"(%669) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %671 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %672 = "stablehlo.broadcast_in_dim"(%671) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %673 = "stablehlo.select"(%668, %670, %672) : (tensor<6x2xi1>, tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %674 = "stablehlo.compare"(%652, %654) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xi1>
    %675 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %676 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %677 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %678 = "stablehlo.broadcast_in_dim"(%677) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x2xf32>
    %679 = "stablehlo.select"(%674, %676, %678) : (tensor<6x2xi1>, tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %680 = "stablehlo.divide"(%673, %679) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %681 = "stablehlo.slice"(%654) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<6x2xf32>) -> tensor<6x1xf32>
    %682 = "stablehlo.slice"(%654) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 2>}> : (tensor<6x2xf32>) -> tensor<6x1xf32>
    %683 = "stablehlo.maximum"(%681, %682) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %684 = "stablehlo.compare"(%681, %683) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %685 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %687 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %688 = "stablehlo.broadcast_in_dim"(%687) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %689 = "stablehlo.select"(%684, %686, %688) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %690 = "stablehlo.compare"(%682, %683) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %691 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %692 = "stablehlo.broadcast_in_dim"(%691) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %693 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %695 = "stablehlo.select"(%690, %692, %694) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %696 = "stablehlo.divide"(%689, %695) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %697 = "stablehlo.compare"(%682, %683) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %698 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %699 = "stablehlo.broadcast_in_dim"(%698) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %700 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %702 = "stablehlo.select"(%697, %699, %701) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %703 = "stablehlo.compare"(%681, %683) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %704 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %706 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %707 = "stablehlo.broadcast_in_dim"(%706) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %708 = "stablehlo.select"(%703, %705, %707) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %709 = "stablehlo.divide"(%702, %708) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %710 = "stablehlo.slice"(%683) <{limit_indices = array<i64: 6, 0>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x1xf32>) -> tensor<6x0xf32>
    %711 = "stablehlo.slice"(%654) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<6x2xf32>) -> tensor<6x0xf32>
    %712 = "stablehlo.maximum"(%710, %711) : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %713 = "stablehlo.compare"(%710, %712) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xi1>
    %714 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %716 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %718 = "stablehlo.select"(%713, %715, %717) : (tensor<6x0xi1>, tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %719 = "stablehlo.compare"(%711, %712) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xi1>
    %720 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %721 = "stablehlo.broadcast_in_dim"(%720) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %722 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %723 = "stablehlo.broadcast_in_dim"(%722) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %724 = "stablehlo.select"(%719, %721, %723) : (tensor<6x0xi1>, tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %725 = "stablehlo.divide"(%718, %724) : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %726 = "stablehlo.compare"(%711, %712) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xi1>
    %727 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %728 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %731 = "stablehlo.select"(%726, %728, %730) : (tensor<6x0xi1>, tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %732 = "stablehlo.compare"(%710, %712) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xi1>
    %733 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %734 = "stablehlo.broadcast_in_dim"(%733) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %735 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %736 = "stablehlo.broadcast_in_dim"(%735) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x0xf32>
    %737 = "stablehlo.select"(%732, %734, %736) : (tensor<6x0xi1>, tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %738 = "stablehlo.divide"(%731, %737) : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %739 = "stablehlo.slice"(%654) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xf32>) -> tensor<6x1xf32>
    %740 = "stablehlo.concatenate"(%739, %712) <{dimension = 1 : i64}> : (tensor<6x1xf32>, tensor<6x0xf32>) -> tensor<6x1xf32>
    %741 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %742 = "stablehlo.pad"(%740, %741) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x2xf32>
    %743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %744 = "stablehlo.pad"(%683, %743) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x2xf32>
    %745 = "stablehlo.add"(%742, %744) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %746 = "stablehlo.slice"(%745) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xf32>) -> tensor<6x1xf32>
    %747 = "stablehlo.slice"(%637) <{limit_indices = array<i64: 6, 4>, start_indices = array<i64: 0, 2>, strides = array<i64: 1, 2>}> : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %748 = "stablehlo.maximum"(%746, %747) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %749 = "stablehlo.compare"(%746, %748) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %750 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %751 = "stablehlo.broadcast_in_dim"(%750) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %752 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %754 = "stablehlo.select"(%749, %751, %753) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %755 = "stablehlo.compare"(%747, %748) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %756 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %757 = "stablehlo.broadcast_in_dim"(%756) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %758 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %759 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %760 = "stablehlo.select"(%755, %757, %759) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %761 = "stablehlo.divide"(%754, %760) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %762 = "stablehlo.compare"(%747, %748) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %763 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %764 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %765 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %766 = "stablehlo.broadcast_in_dim"(%765) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %767 = "stablehlo.select"(%762, %764, %766) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %768 = "stablehlo.compare"(%746, %748) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xi1>
    %769 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %770 = "stablehlo.broadcast_in_dim"(%769) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %771 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %772 = "stablehlo.broadcast_in_dim"(%771) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x1xf32>
    %773 = "stablehlo.select"(%768, %770, %772) : (tensor<6x1xi1>, tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %774 = "stablehlo.divide"(%767, %773) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %775 = "stablehlo.slice"(%637) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %776 = "stablehlo.concatenate"(%775, %748) <{dimension = 1 : i64}> : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x2xf32>
    %777 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %778 = "stablehlo.pad"(%776, %777) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x4xf32>
    %779 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %780 = "stablehlo.pad"(%745, %779) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x4xf32>
    %781 = "stablehlo.add"(%778, %780) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %782 = "stablehlo.slice"(%637) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x4xf32>) -> tensor<6x1xf32>
    %783 = "stablehlo.reshape"(%782) : (tensor<6x1xf32>) -> tensor<6xf32>
    %784 = "func.call"(%783) <{callee = @argsort}> : (tensor<6xf32>) -> tensor<6xi32>
    %785 = "stablehlo.negate"(%651#4) : (tensor<f32>) -> tensor<f32>
    %786 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %787 = "stablehlo.divide"(%785, %786) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %788 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %789 = "stablehlo.reduce"(%781, %788) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg230: tensor<f32>, %arg231: tensor<f32>):
      %920 = "stablehlo.add"(%arg230, %arg231) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%920) : (tensor<f32>) -> ()
    }) : (tensor<6x4xf32>, tensor<f32>) -> tensor<f32>
    %790 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %791 = "stablehlo.divide"(%789, %790) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %792 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %793 = "stablehlo.multiply"(%792, %791) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %794 = "stablehlo.add"(%787, %793) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %795 = "stablehlo.slice"(%784) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<6xi32>) -> tensor<1xi32>
    %796 = "stablehlo.reshape"(%795) : (tensor<1xi32>) -> tensor<i32>
    %797 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %798 = "stablehlo.compare"(%796, %797) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %799 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %800 = "stablehlo.add"(%796, %799) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %801 = "stablehlo.select"(%798, %800, %796) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %802 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %803 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %804 = "stablehlo.compare"(%802, %803) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %805 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %806 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %807 = "stablehlo.add"(%805, %806) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %808 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %809 = "stablehlo.select"(%804, %807, %808) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %810 = "stablehlo.dynamic_slice"(%637, %801, %809) <{slice_sizes = array<i64: 1, 1>}> : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %811 = "stablehlo.reshape"(%810) : (tensor<1x1xf32>) -> tensor<f32>
    %812 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %813 = "stablehlo.multiply"(%812, %811) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %814 = "stablehlo.add"(%794, %813) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %815 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %816 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %817 = "stablehlo.multiply"(%815, %816) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %819 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %820 = "stablehlo.broadcast_in_dim"(%819) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %821 = "stablehlo.dynamic_update_slice"(%820, %818, %801, %809) : (tensor<6x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
    %822 = "stablehlo.constant"() <{value = dense<1.000000e-03> : tensor<f32>}> : () -> tensor<f32>
    %823 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %824 = "stablehlo.multiply"(%822, %823) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %825 = "stablehlo.constant"() <{value = dense<2.400000e+01> : tensor<f32>}> : () -> tensor<f32>
    %826 = "stablehlo.divide"(%824, %825) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %827 = "stablehlo.broadcast_in_dim"(%826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %828 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %829 = "stablehlo.constant"() <{value = dense<6.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %830 = "stablehlo.divide"(%828, %829) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %831 = "stablehlo.negate"(%830) : (tensor<f32>) -> tensor<f32>
    %832 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %833 = "stablehlo.pad"(%827, %832) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, -1>, interior_padding = array<i64: 0, 0>}> : (tensor<6x4xf32>, tensor<f32>) -> tensor<6x3xf32>
    %834 = "stablehlo.slice"(%833) <{limit_indices = array<i64: 6, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<6x3xf32>) -> tensor<6x2xf32>
    %835 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %836 = "stablehlo.pad"(%827, %835) <{edge_padding_high = array<i64: 0, -1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6x4xf32>, tensor<f32>) -> tensor<6x3xf32>
    %837 = "stablehlo.slice"(%836) <{limit_indices = array<i64: 6, 3>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<6x3xf32>) -> tensor<6x2xf32>
    %838 = "stablehlo.slice"(%837) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x2xf32>) -> tensor<6x1xf32>
    %839 = "stablehlo.slice"(%837) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<6x2xf32>) -> tensor<6x1xf32>
    %840 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %841 = "stablehlo.pad"(%838, %840) <{edge_padding_high = array<i64: 0, 3>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x4xf32>
    %842 = "stablehlo.add"(%821, %841) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %843 = "stablehlo.multiply"(%839, %774) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %844 = "stablehlo.multiply"(%839, %761) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %846 = "stablehlo.pad"(%843, %845) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 2>, interior_padding = array<i64: 0, 1>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x4xf32>
    %847 = "stablehlo.add"(%842, %846) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %848 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %849 = "stablehlo.pad"(%844, %848) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x2xf32>
    %850 = "stablehlo.add"(%834, %849) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %851 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %852 = "stablehlo.pad"(%850, %851) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, -1>, interior_padding = array<i64: 0, 0>}> : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x1xf32>
    %853 = "stablehlo.slice"(%852) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %854 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %855 = "stablehlo.pad"(%850, %854) <{edge_padding_high = array<i64: 0, -1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x1xf32>
    %856 = "stablehlo.slice"(%855) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 2>}> : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %857 = "stablehlo.slice"(%856) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %858 = "stablehlo.slice"(%856) <{limit_indices = array<i64: 6, 1>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<6x1xf32>) -> tensor<6x0xf32>
    %859 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %860 = "stablehlo.pad"(%857, %859) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x2xf32>
    %861 = "stablehlo.multiply"(%858, %738) : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %862 = "stablehlo.multiply"(%858, %725) : (tensor<6x0xf32>, tensor<6x0xf32>) -> tensor<6x0xf32>
    %863 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %864 = "stablehlo.pad"(%861, %863) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 2>, interior_padding = array<i64: 0, 1>}> : (tensor<6x0xf32>, tensor<f32>) -> tensor<6x2xf32>
    %865 = "stablehlo.add"(%860, %864) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %866 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %867 = "stablehlo.pad"(%862, %866) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<6x0xf32>, tensor<f32>) -> tensor<6x1xf32>
    %868 = "stablehlo.add"(%853, %867) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %869 = "stablehlo.multiply"(%868, %709) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %870 = "stablehlo.multiply"(%868, %696) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %871 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %872 = "stablehlo.pad"(%869, %871) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x2xf32>
    %873 = "stablehlo.add"(%865, %872) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %874 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %875 = "stablehlo.pad"(%870, %874) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<6x1xf32>, tensor<f32>) -> tensor<6x2xf32>
    %876 = "stablehlo.add"(%873, %875) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %877 = "stablehlo.multiply"(%876, %680) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %878 = "stablehlo.multiply"(%876, %667) : (tensor<6x2xf32>, tensor<6x2xf32>) -> tensor<6x2xf32>
    %879 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %880 = "stablehlo.pad"(%877, %879) <{edge_padding_high = array<i64: 0, 0>, edge_padding_low = array<i64: 0, 1>, interior_padding = array<i64: 0, 1>}> : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x4xf32>
    %881 = "stablehlo.add"(%847, %880) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %882 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %883 = "stablehlo.pad"(%878, %882) <{edge_padding_high = array<i64: 0, 1>, edge_padding_low = array<i64: 0, 0>, interior_padding = array<i64: 0, 1>}> : (tensor<6x2xf32>, tensor<f32>) -> tensor<6x4xf32>
    %884 = "stablehlo.add"(%881, %883) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %885 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %886 = "stablehlo.broadcast_in_dim"(%885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %887 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %888:6 = "stablehlo.while"(%651#5, %651#6, %651#7, %887, %886, %831) ({
    ^bb0(%arg224: tensor<6xi32>, %arg225: tensor<6xi32>, %arg226: tensor<6xf32>, %arg227: tensor<i32>, %arg228: tensor<6x4xf32>, %arg229: tensor<f32>):
      %918 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %919 = "stablehlo.compare"(%arg227, %918) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%919) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg218: tensor<6xi32>, %arg219: tensor<6xi32>, %arg220: tensor<6xf32>, %arg221: tensor<i32>, %arg222: tensor<6x4xf32>, %arg223: tensor<f32>):
      %908 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
      %909 = "stablehlo.subtract"(%908, %arg221) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %910 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %911 = "stablehlo.subtract"(%909, %910) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %912 = "func.call"(%arg218, %911) <{callee = @dynamic_index_in_dim}> : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
      %913 = "func.call"(%arg219, %911) <{callee = @dynamic_index_in_dim}> : (tensor<6xi32>, tensor<i32>) -> tensor<i32>
      %914 = "func.call"(%arg220, %911) <{callee = @dynamic_index_in_dim_12}> : (tensor<6xf32>, tensor<i32>) -> tensor<f32>
      %915:2 = "func.call"(%arg222, %arg223, %912, %913, %914) <{callee = @closed_call_13}> : (tensor<6x4xf32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>) -> (tensor<6x4xf32>, tensor<f32>)
      %916 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %917 = "stablehlo.add"(%arg221, %916) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg218, %arg219, %arg220, %917, %915#0, %915#1) : (tensor<6xi32>, tensor<6xi32>, tensor<6xf32>, tensor<i32>, tensor<6x4xf32>, tensor<f32>) -> ()
    }) : (tensor<6xi32>, tensor<6xi32>, tensor<6xf32>, tensor<i32>, tensor<6x4xf32>, tensor<f32>) -> (tensor<6xi32>, tensor<6xi32>, tensor<6xf32>, tensor<i32>, tensor<6x4xf32>, tensor<f32>)
    %889 = "func.call"(%641#1, %641#2, %888#4) <{callee = @log_softmax_14}> : (tensor<6x4xf32>, tensor<6x1xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %890 = "stablehlo.add"(%884, %889) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %891 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %892 = "stablehlo.reduce"(%890, %891) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg216: tensor<f32>, %arg217: tensor<f32>):
      %907 = "stablehlo.add"(%arg216, %arg217) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%907) : (tensor<f32>) -> ()
    }) : (tensor<6x4xf32>, tensor<f32>) -> tensor<4xf32>
    %893 = "stablehlo.reshape"(%892) : (tensor<4xf32>) -> tensor<1x4xf32>
    %894 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %895 = "stablehlo.reduce"(%893, %894) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg214: tensor<f32>, %arg215: tensor<f32>):
      %906 = "stablehlo.add"(%arg214, %arg215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%906) : (tensor<f32>) -> ()
    }) : (tensor<1x4xf32>, tensor<f32>) -> tensor<4xf32>
    %896 = "stablehlo.dot_general"(%890, %633) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<6x4xf32>, tensor<6x5xf32>) -> tensor<4x5xf32>
    %897 = "stablehlo.transpose"(%896) <{permutation = array<i64: 1, 0>}> : (tensor<4x5xf32>) -> tensor<5x4xf32>
    %898 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %899 = "stablehlo.broadcast_in_dim"(%898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %900 = "stablehlo.multiply"(%899, %895) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %901 = "stablehlo.subtract"(%arg210, %900) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %902 = "stablehlo.constant"() <{value = dense<1.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %903 = "stablehlo.broadcast_in_dim"(%902) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5x4xf32>
    %904 = "stablehlo.multiply"(%903, %897) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    %905 = "stablehlo.subtract"(%arg211, %904) : (tensor<5x4xf32>, tensor<5x4xf32>) -> tensor<5x4xf32>
    "func.return"(%901, %905, %814) : (tensor<4xf32>, tensor<5x4xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg209: tensor<2xui32>):
    %594 = "stablehlo.slice"(%arg209) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %595 = "stablehlo.reshape"(%594) : (tensor<1xui32>) -> tensor<ui32>
    %596 = "stablehlo.slice"(%arg209) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %597 = "stablehlo.reshape"(%596) : (tensor<1xui32>) -> tensor<ui32>
    %598 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %599 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %600 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %601 = "stablehlo.multiply"(%600, %598) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %602 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %603 = "stablehlo.broadcast_in_dim"(%602) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %604 = "stablehlo.shift_right_logical"(%601, %603) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %605 = "stablehlo.convert"(%601) : (tensor<3xui64>) -> tensor<3xui32>
    %606 = "stablehlo.convert"(%604) : (tensor<3xui64>) -> tensor<3xui32>
    %607:2 = "func.call"(%595, %597, %606, %605) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %608 = "stablehlo.broadcast_in_dim"(%607#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %609 = "stablehlo.broadcast_in_dim"(%607#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %610 = "stablehlo.concatenate"(%608, %609) <{dimension = 1 : i64}> : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    "func.return"(%610) : (tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg187: tensor<ui32>, %arg188: tensor<ui32>, %arg189: tensor<3xui32>, %arg190: tensor<3xui32>):
    %577 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %578 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %579 = "stablehlo.xor"(%arg187, %arg188) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %580 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %581 = "stablehlo.xor"(%579, %580) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %582 = "stablehlo.broadcast_in_dim"(%arg187) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %583 = "stablehlo.add"(%arg189, %582) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %584 = "stablehlo.broadcast_in_dim"(%arg188) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %585 = "stablehlo.add"(%arg190, %584) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %586 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %587 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %588:9 = "stablehlo.while"(%587, %586, %583, %585, %arg188, %581, %arg187, %577, %578) ({
    ^bb0(%arg200: tensor<i32>, %arg201: tensor<i32>, %arg202: tensor<3xui32>, %arg203: tensor<3xui32>, %arg204: tensor<ui32>, %arg205: tensor<ui32>, %arg206: tensor<ui32>, %arg207: tensor<4xui32>, %arg208: tensor<4xui32>):
      %592 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %593 = "stablehlo.compare"(%arg200, %592) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%593) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg191: tensor<i32>, %arg192: tensor<i32>, %arg193: tensor<3xui32>, %arg194: tensor<3xui32>, %arg195: tensor<ui32>, %arg196: tensor<ui32>, %arg197: tensor<ui32>, %arg198: tensor<4xui32>, %arg199: tensor<4xui32>):
      %589:8 = "func.call"(%arg192, %arg193, %arg194, %arg195, %arg196, %arg197, %arg198, %arg199) <{callee = @closed_call}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %590 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %591 = "stablehlo.add"(%arg191, %590) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%591, %589#0, %589#1, %589#2, %589#3, %589#4, %589#5, %589#6, %589#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%588#2, %588#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg179: tensor<i32>, %arg180: tensor<3xui32>, %arg181: tensor<3xui32>, %arg182: tensor<ui32>, %arg183: tensor<ui32>, %arg184: tensor<ui32>, %arg185: tensor<4xui32>, %arg186: tensor<4xui32>):
    %522 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %523 = "stablehlo.add"(%arg179, %522) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %524 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %525 = "stablehlo.reshape"(%524) : (tensor<1xui32>) -> tensor<ui32>
    %526 = "stablehlo.add"(%arg180, %arg181) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %527 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %528 = "stablehlo.shift_left"(%arg181, %527) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %529 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %530 = "stablehlo.subtract"(%529, %525) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %532 = "stablehlo.shift_right_logical"(%arg181, %531) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %533 = "stablehlo.or"(%528, %532) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %534 = "stablehlo.xor"(%526, %533) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %535 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %536 = "stablehlo.reshape"(%535) : (tensor<1xui32>) -> tensor<ui32>
    %537 = "stablehlo.add"(%526, %534) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %538 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %539 = "stablehlo.shift_left"(%534, %538) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %540 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %541 = "stablehlo.subtract"(%540, %536) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %543 = "stablehlo.shift_right_logical"(%534, %542) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %544 = "stablehlo.or"(%539, %543) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %545 = "stablehlo.xor"(%537, %544) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %546 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %547 = "stablehlo.reshape"(%546) : (tensor<1xui32>) -> tensor<ui32>
    %548 = "stablehlo.add"(%537, %545) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %549 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %550 = "stablehlo.shift_left"(%545, %549) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %551 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %552 = "stablehlo.subtract"(%551, %547) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %554 = "stablehlo.shift_right_logical"(%545, %553) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %555 = "stablehlo.or"(%550, %554) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %556 = "stablehlo.xor"(%548, %555) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %557 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %558 = "stablehlo.reshape"(%557) : (tensor<1xui32>) -> tensor<ui32>
    %559 = "stablehlo.add"(%548, %556) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %560 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %561 = "stablehlo.shift_left"(%556, %560) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %562 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %563 = "stablehlo.subtract"(%562, %558) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %564 = "stablehlo.broadcast_in_dim"(%563) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %565 = "stablehlo.shift_right_logical"(%556, %564) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %566 = "stablehlo.or"(%561, %565) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %567 = "stablehlo.xor"(%559, %566) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %568 = "stablehlo.broadcast_in_dim"(%arg182) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %569 = "stablehlo.add"(%559, %568) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %570 = "stablehlo.broadcast_in_dim"(%arg183) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %571 = "stablehlo.add"(%567, %570) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %572 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %573 = "stablehlo.add"(%arg179, %572) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %574 = "stablehlo.convert"(%573) : (tensor<i32>) -> tensor<ui32>
    %575 = "stablehlo.broadcast_in_dim"(%574) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %576 = "stablehlo.add"(%571, %575) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%523, %569, %576, %arg183, %arg184, %arg182, %arg186, %arg185) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<6xi32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_shuffle", sym_visibility = "private"}> ({
  ^bb0(%arg173: tensor<2xui32>, %arg174: tensor<6xi32>):
    %502 = "func.call"(%arg173) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %503 = "stablehlo.slice"(%502) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %504 = "stablehlo.reshape"(%503) : (tensor<1x2xui32>) -> tensor<2xui32>
    %505 = "stablehlo.slice"(%504) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %506 = "stablehlo.reshape"(%505) : (tensor<1xui32>) -> tensor<ui32>
    %507 = "stablehlo.slice"(%504) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %508 = "stablehlo.reshape"(%507) : (tensor<1xui32>) -> tensor<ui32>
    %509 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %510 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %511 = "stablehlo.broadcast_in_dim"(%510) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %512 = "stablehlo.multiply"(%511, %509) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %513 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %515 = "stablehlo.shift_right_logical"(%512, %514) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %516 = "stablehlo.convert"(%512) : (tensor<6xui64>) -> tensor<6xui32>
    %517 = "stablehlo.convert"(%515) : (tensor<6xui64>) -> tensor<6xui32>
    %518:2 = "func.call"(%506, %508, %517, %516) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %519 = "stablehlo.xor"(%518#0, %518#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %520:2 = "stablehlo.sort"(%519, %arg174) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg175: tensor<ui32>, %arg176: tensor<ui32>, %arg177: tensor<i32>, %arg178: tensor<i32>):
      %521 = "stablehlo.compare"(%arg175, %arg176) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%521) : (tensor<i1>) -> ()
    }) : (tensor<6xui32>, tensor<6xi32>) -> (tensor<6xui32>, tensor<6xi32>)
    "func.return"(%520#1) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_0", sym_visibility = "private"}> ({
  ^bb0(%arg172: tensor<2xui32>):
    %485 = "stablehlo.slice"(%arg172) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %486 = "stablehlo.reshape"(%485) : (tensor<1xui32>) -> tensor<ui32>
    %487 = "stablehlo.slice"(%arg172) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %488 = "stablehlo.reshape"(%487) : (tensor<1xui32>) -> tensor<ui32>
    %489 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %490 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %492 = "stablehlo.multiply"(%491, %489) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %493 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %494 = "stablehlo.broadcast_in_dim"(%493) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %495 = "stablehlo.shift_right_logical"(%492, %494) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %496 = "stablehlo.convert"(%492) : (tensor<2xui64>) -> tensor<2xui32>
    %497 = "stablehlo.convert"(%495) : (tensor<2xui64>) -> tensor<2xui32>
    %498:2 = "func.call"(%486, %488, %497, %496) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %499 = "stablehlo.broadcast_in_dim"(%498#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %500 = "stablehlo.broadcast_in_dim"(%498#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %501 = "stablehlo.concatenate"(%499, %500) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%501) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg150: tensor<ui32>, %arg151: tensor<ui32>, %arg152: tensor<2xui32>, %arg153: tensor<2xui32>):
    %468 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %469 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %470 = "stablehlo.xor"(%arg150, %arg151) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %471 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %472 = "stablehlo.xor"(%470, %471) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %473 = "stablehlo.broadcast_in_dim"(%arg150) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %474 = "stablehlo.add"(%arg152, %473) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %475 = "stablehlo.broadcast_in_dim"(%arg151) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %476 = "stablehlo.add"(%arg153, %475) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %477 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %478 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %479:9 = "stablehlo.while"(%478, %477, %474, %476, %arg151, %472, %arg150, %468, %469) ({
    ^bb0(%arg163: tensor<i32>, %arg164: tensor<i32>, %arg165: tensor<2xui32>, %arg166: tensor<2xui32>, %arg167: tensor<ui32>, %arg168: tensor<ui32>, %arg169: tensor<ui32>, %arg170: tensor<4xui32>, %arg171: tensor<4xui32>):
      %483 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %484 = "stablehlo.compare"(%arg163, %483) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%484) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg154: tensor<i32>, %arg155: tensor<i32>, %arg156: tensor<2xui32>, %arg157: tensor<2xui32>, %arg158: tensor<ui32>, %arg159: tensor<ui32>, %arg160: tensor<ui32>, %arg161: tensor<4xui32>, %arg162: tensor<4xui32>):
      %480:8 = "func.call"(%arg155, %arg156, %arg157, %arg158, %arg159, %arg160, %arg161, %arg162) <{callee = @closed_call_2}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %481 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %482 = "stablehlo.add"(%arg154, %481) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%482, %480#0, %480#1, %480#2, %480#3, %480#4, %480#5, %480#6, %480#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%479#2, %479#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg142: tensor<i32>, %arg143: tensor<2xui32>, %arg144: tensor<2xui32>, %arg145: tensor<ui32>, %arg146: tensor<ui32>, %arg147: tensor<ui32>, %arg148: tensor<4xui32>, %arg149: tensor<4xui32>):
    %413 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %414 = "stablehlo.add"(%arg142, %413) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %415 = "stablehlo.slice"(%arg148) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %416 = "stablehlo.reshape"(%415) : (tensor<1xui32>) -> tensor<ui32>
    %417 = "stablehlo.add"(%arg143, %arg144) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %418 = "stablehlo.broadcast_in_dim"(%416) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %419 = "stablehlo.shift_left"(%arg144, %418) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %420 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %421 = "stablehlo.subtract"(%420, %416) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %422 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %423 = "stablehlo.shift_right_logical"(%arg144, %422) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %424 = "stablehlo.or"(%419, %423) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %425 = "stablehlo.xor"(%417, %424) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %426 = "stablehlo.slice"(%arg148) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %427 = "stablehlo.reshape"(%426) : (tensor<1xui32>) -> tensor<ui32>
    %428 = "stablehlo.add"(%417, %425) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %429 = "stablehlo.broadcast_in_dim"(%427) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %430 = "stablehlo.shift_left"(%425, %429) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %431 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %432 = "stablehlo.subtract"(%431, %427) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %433 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %434 = "stablehlo.shift_right_logical"(%425, %433) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %435 = "stablehlo.or"(%430, %434) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %436 = "stablehlo.xor"(%428, %435) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %437 = "stablehlo.slice"(%arg148) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %438 = "stablehlo.reshape"(%437) : (tensor<1xui32>) -> tensor<ui32>
    %439 = "stablehlo.add"(%428, %436) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %440 = "stablehlo.broadcast_in_dim"(%438) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %441 = "stablehlo.shift_left"(%436, %440) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %442 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %443 = "stablehlo.subtract"(%442, %438) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %444 = "stablehlo.broadcast_in_dim"(%443) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %445 = "stablehlo.shift_right_logical"(%436, %444) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %446 = "stablehlo.or"(%441, %445) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %447 = "stablehlo.xor"(%439, %446) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %448 = "stablehlo.slice"(%arg148) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %449 = "stablehlo.reshape"(%448) : (tensor<1xui32>) -> tensor<ui32>
    %450 = "stablehlo.add"(%439, %447) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %451 = "stablehlo.broadcast_in_dim"(%449) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %452 = "stablehlo.shift_left"(%447, %451) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %453 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %454 = "stablehlo.subtract"(%453, %449) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %456 = "stablehlo.shift_right_logical"(%447, %455) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %457 = "stablehlo.or"(%452, %456) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %458 = "stablehlo.xor"(%450, %457) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %459 = "stablehlo.broadcast_in_dim"(%arg145) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %460 = "stablehlo.add"(%450, %459) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %461 = "stablehlo.broadcast_in_dim"(%arg146) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %462 = "stablehlo.add"(%458, %461) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %463 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %464 = "stablehlo.add"(%arg142, %463) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %465 = "stablehlo.convert"(%464) : (tensor<i32>) -> tensor<ui32>
    %466 = "stablehlo.broadcast_in_dim"(%465) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %467 = "stablehlo.add"(%462, %466) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%414, %460, %467, %arg146, %arg147, %arg145, %arg149, %arg148) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg120: tensor<ui32>, %arg121: tensor<ui32>, %arg122: tensor<6xui32>, %arg123: tensor<6xui32>):
    %396 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %397 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %398 = "stablehlo.xor"(%arg120, %arg121) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %399 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %400 = "stablehlo.xor"(%398, %399) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %401 = "stablehlo.broadcast_in_dim"(%arg120) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %402 = "stablehlo.add"(%arg122, %401) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %403 = "stablehlo.broadcast_in_dim"(%arg121) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %404 = "stablehlo.add"(%arg123, %403) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %405 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %406 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %407:9 = "stablehlo.while"(%406, %405, %402, %404, %arg121, %400, %arg120, %396, %397) ({
    ^bb0(%arg133: tensor<i32>, %arg134: tensor<i32>, %arg135: tensor<6xui32>, %arg136: tensor<6xui32>, %arg137: tensor<ui32>, %arg138: tensor<ui32>, %arg139: tensor<ui32>, %arg140: tensor<4xui32>, %arg141: tensor<4xui32>):
      %411 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %412 = "stablehlo.compare"(%arg133, %411) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%412) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg124: tensor<i32>, %arg125: tensor<i32>, %arg126: tensor<6xui32>, %arg127: tensor<6xui32>, %arg128: tensor<ui32>, %arg129: tensor<ui32>, %arg130: tensor<ui32>, %arg131: tensor<4xui32>, %arg132: tensor<4xui32>):
      %408:8 = "func.call"(%arg125, %arg126, %arg127, %arg128, %arg129, %arg130, %arg131, %arg132) <{callee = @closed_call_4}> : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %409 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %410 = "stablehlo.add"(%arg124, %409) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%410, %408#0, %408#1, %408#2, %408#3, %408#4, %408#5, %408#6, %408#7) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%407#2, %407#3) : (tensor<6xui32>, tensor<6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_4", sym_visibility = "private"}> ({
  ^bb0(%arg112: tensor<i32>, %arg113: tensor<6xui32>, %arg114: tensor<6xui32>, %arg115: tensor<ui32>, %arg116: tensor<ui32>, %arg117: tensor<ui32>, %arg118: tensor<4xui32>, %arg119: tensor<4xui32>):
    %341 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %342 = "stablehlo.add"(%arg112, %341) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %343 = "stablehlo.slice"(%arg118) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %344 = "stablehlo.reshape"(%343) : (tensor<1xui32>) -> tensor<ui32>
    %345 = "stablehlo.add"(%arg113, %arg114) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %346 = "stablehlo.broadcast_in_dim"(%344) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %347 = "stablehlo.shift_left"(%arg114, %346) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %348 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %349 = "stablehlo.subtract"(%348, %344) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %350 = "stablehlo.broadcast_in_dim"(%349) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %351 = "stablehlo.shift_right_logical"(%arg114, %350) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %352 = "stablehlo.or"(%347, %351) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %353 = "stablehlo.xor"(%345, %352) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %354 = "stablehlo.slice"(%arg118) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %355 = "stablehlo.reshape"(%354) : (tensor<1xui32>) -> tensor<ui32>
    %356 = "stablehlo.add"(%345, %353) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %357 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %358 = "stablehlo.shift_left"(%353, %357) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %359 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %360 = "stablehlo.subtract"(%359, %355) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %361 = "stablehlo.broadcast_in_dim"(%360) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %362 = "stablehlo.shift_right_logical"(%353, %361) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %363 = "stablehlo.or"(%358, %362) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %364 = "stablehlo.xor"(%356, %363) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %365 = "stablehlo.slice"(%arg118) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %366 = "stablehlo.reshape"(%365) : (tensor<1xui32>) -> tensor<ui32>
    %367 = "stablehlo.add"(%356, %364) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %368 = "stablehlo.broadcast_in_dim"(%366) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %369 = "stablehlo.shift_left"(%364, %368) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %370 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %371 = "stablehlo.subtract"(%370, %366) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %372 = "stablehlo.broadcast_in_dim"(%371) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %373 = "stablehlo.shift_right_logical"(%364, %372) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %374 = "stablehlo.or"(%369, %373) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %375 = "stablehlo.xor"(%367, %374) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %376 = "stablehlo.slice"(%arg118) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %377 = "stablehlo.reshape"(%376) : (tensor<1xui32>) -> tensor<ui32>
    %378 = "stablehlo.add"(%367, %375) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %379 = "stablehlo.broadcast_in_dim"(%377) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %380 = "stablehlo.shift_left"(%375, %379) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %381 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %382 = "stablehlo.subtract"(%381, %377) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %384 = "stablehlo.shift_right_logical"(%375, %383) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %385 = "stablehlo.or"(%380, %384) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %386 = "stablehlo.xor"(%378, %385) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %387 = "stablehlo.broadcast_in_dim"(%arg115) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %388 = "stablehlo.add"(%378, %387) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %389 = "stablehlo.broadcast_in_dim"(%arg116) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %390 = "stablehlo.add"(%386, %389) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %391 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %392 = "stablehlo.add"(%arg112, %391) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %393 = "stablehlo.convert"(%392) : (tensor<i32>) -> tensor<ui32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %395 = "stablehlo.add"(%390, %394) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "func.return"(%342, %388, %395, %arg116, %arg117, %arg115, %arg119, %arg118) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<6x5xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg111: tensor<2xui32>):
    %340 = "func.call"(%arg111) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<6x5xf32>
    "func.return"(%340) : (tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<6x5xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg110: tensor<2xui32>):
    %333 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %335 = "func.call"(%arg110, %333, %334) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6x5xf32>
    %336 = "chlo.erf_inv"(%335) : (tensor<6x5xf32>) -> tensor<6x5xf32>
    %337 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %339 = "stablehlo.multiply"(%338, %336) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    "func.return"(%339) : (tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6x5xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<2xui32>, %arg108: tensor<f32>, %arg109: tensor<f32>):
    %294 = "stablehlo.broadcast_in_dim"(%arg108) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %295 = "stablehlo.broadcast_in_dim"(%arg109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %296 = "stablehlo.slice"(%arg107) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %297 = "stablehlo.reshape"(%296) : (tensor<1xui32>) -> tensor<ui32>
    %298 = "stablehlo.slice"(%arg107) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %299 = "stablehlo.reshape"(%298) : (tensor<1xui32>) -> tensor<ui32>
    %300 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6x5xui64>
    %301 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x5xui64>
    %302 = "stablehlo.constant"() <{value = dense<5> : tensor<ui64>}> : () -> tensor<ui64>
    %303 = "stablehlo.broadcast_in_dim"(%302) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6x5xui64>
    %304 = "stablehlo.multiply"(%303, %300) : (tensor<6x5xui64>, tensor<6x5xui64>) -> tensor<6x5xui64>
    %305 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %306 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6x5xui64>
    %307 = "stablehlo.multiply"(%306, %301) : (tensor<6x5xui64>, tensor<6x5xui64>) -> tensor<6x5xui64>
    %308 = "stablehlo.add"(%304, %307) : (tensor<6x5xui64>, tensor<6x5xui64>) -> tensor<6x5xui64>
    %309 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6x5xui64>
    %311 = "stablehlo.shift_right_logical"(%308, %310) : (tensor<6x5xui64>, tensor<6x5xui64>) -> tensor<6x5xui64>
    %312 = "stablehlo.convert"(%308) : (tensor<6x5xui64>) -> tensor<6x5xui32>
    %313 = "stablehlo.convert"(%311) : (tensor<6x5xui64>) -> tensor<6x5xui32>
    %314:2 = "func.call"(%297, %299, %313, %312) <{callee = @threefry2x32_5}> : (tensor<ui32>, tensor<ui32>, tensor<6x5xui32>, tensor<6x5xui32>) -> (tensor<6x5xui32>, tensor<6x5xui32>)
    %315 = "stablehlo.xor"(%314#0, %314#1) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %316 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %317 = "stablehlo.broadcast_in_dim"(%316) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %318 = "stablehlo.shift_right_logical"(%315, %317) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %319 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %321 = "stablehlo.or"(%318, %320) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %322 = "stablehlo.bitcast_convert"(%321) : (tensor<6x5xui32>) -> tensor<6x5xf32>
    %323 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x5xf32>
    %325 = "stablehlo.subtract"(%322, %324) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %326 = "stablehlo.subtract"(%295, %294) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x5xf32>
    %328 = "stablehlo.multiply"(%325, %327) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %329 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x5xf32>
    %330 = "stablehlo.add"(%328, %329) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    %331 = "stablehlo.broadcast_in_dim"(%294) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x5xf32>
    %332 = "stablehlo.maximum"(%331, %330) : (tensor<6x5xf32>, tensor<6x5xf32>) -> tensor<6x5xf32>
    "func.return"(%332) : (tensor<6x5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6x5xui32>, tensor<6x5xui32>) -> (tensor<6x5xui32>, tensor<6x5xui32>), sym_name = "threefry2x32_5", sym_visibility = "private"}> ({
  ^bb0(%arg85: tensor<ui32>, %arg86: tensor<ui32>, %arg87: tensor<6x5xui32>, %arg88: tensor<6x5xui32>):
    %277 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %278 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %279 = "stablehlo.xor"(%arg85, %arg86) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %280 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %281 = "stablehlo.xor"(%279, %280) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %282 = "stablehlo.broadcast_in_dim"(%arg85) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %283 = "stablehlo.add"(%arg87, %282) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %284 = "stablehlo.broadcast_in_dim"(%arg86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %285 = "stablehlo.add"(%arg88, %284) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %286 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %287 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %288:9 = "stablehlo.while"(%287, %286, %283, %285, %arg86, %281, %arg85, %277, %278) ({
    ^bb0(%arg98: tensor<i32>, %arg99: tensor<i32>, %arg100: tensor<6x5xui32>, %arg101: tensor<6x5xui32>, %arg102: tensor<ui32>, %arg103: tensor<ui32>, %arg104: tensor<ui32>, %arg105: tensor<4xui32>, %arg106: tensor<4xui32>):
      %292 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %293 = "stablehlo.compare"(%arg98, %292) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%293) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg89: tensor<i32>, %arg90: tensor<i32>, %arg91: tensor<6x5xui32>, %arg92: tensor<6x5xui32>, %arg93: tensor<ui32>, %arg94: tensor<ui32>, %arg95: tensor<ui32>, %arg96: tensor<4xui32>, %arg97: tensor<4xui32>):
      %289:8 = "func.call"(%arg90, %arg91, %arg92, %arg93, %arg94, %arg95, %arg96, %arg97) <{callee = @closed_call_6}> : (tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %290 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %291 = "stablehlo.add"(%arg89, %290) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%291, %289#0, %289#1, %289#2, %289#3, %289#4, %289#5, %289#6, %289#7) : (tensor<i32>, tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%288#2, %288#3) : (tensor<6x5xui32>, tensor<6x5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_6", sym_visibility = "private"}> ({
  ^bb0(%arg77: tensor<i32>, %arg78: tensor<6x5xui32>, %arg79: tensor<6x5xui32>, %arg80: tensor<ui32>, %arg81: tensor<ui32>, %arg82: tensor<ui32>, %arg83: tensor<4xui32>, %arg84: tensor<4xui32>):
    %222 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %223 = "stablehlo.add"(%arg77, %222) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %224 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %225 = "stablehlo.reshape"(%224) : (tensor<1xui32>) -> tensor<ui32>
    %226 = "stablehlo.add"(%arg78, %arg79) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %227 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %228 = "stablehlo.shift_left"(%arg79, %227) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %229 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %230 = "stablehlo.subtract"(%229, %225) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %232 = "stablehlo.shift_right_logical"(%arg79, %231) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %233 = "stablehlo.or"(%228, %232) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %234 = "stablehlo.xor"(%226, %233) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %235 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1xui32>) -> tensor<ui32>
    %237 = "stablehlo.add"(%226, %234) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %238 = "stablehlo.broadcast_in_dim"(%236) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %239 = "stablehlo.shift_left"(%234, %238) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %240 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %241 = "stablehlo.subtract"(%240, %236) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %242 = "stablehlo.broadcast_in_dim"(%241) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %243 = "stablehlo.shift_right_logical"(%234, %242) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %244 = "stablehlo.or"(%239, %243) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %245 = "stablehlo.xor"(%237, %244) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %246 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %247 = "stablehlo.reshape"(%246) : (tensor<1xui32>) -> tensor<ui32>
    %248 = "stablehlo.add"(%237, %245) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %249 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %250 = "stablehlo.shift_left"(%245, %249) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %251 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %252 = "stablehlo.subtract"(%251, %247) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %254 = "stablehlo.shift_right_logical"(%245, %253) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %255 = "stablehlo.or"(%250, %254) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %256 = "stablehlo.xor"(%248, %255) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %257 = "stablehlo.slice"(%arg83) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %258 = "stablehlo.reshape"(%257) : (tensor<1xui32>) -> tensor<ui32>
    %259 = "stablehlo.add"(%248, %256) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %260 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %261 = "stablehlo.shift_left"(%256, %260) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %262 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %263 = "stablehlo.subtract"(%262, %258) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %264 = "stablehlo.broadcast_in_dim"(%263) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %265 = "stablehlo.shift_right_logical"(%256, %264) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %266 = "stablehlo.or"(%261, %265) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %267 = "stablehlo.xor"(%259, %266) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %268 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %269 = "stablehlo.add"(%259, %268) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %270 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %271 = "stablehlo.add"(%267, %270) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    %272 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %273 = "stablehlo.add"(%arg77, %272) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %274 = "stablehlo.convert"(%273) : (tensor<i32>) -> tensor<ui32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x5xui32>
    %276 = "stablehlo.add"(%271, %275) : (tensor<6x5xui32>, tensor<6x5xui32>) -> tensor<6x5xui32>
    "func.return"(%223, %269, %276, %arg81, %arg82, %arg80, %arg84, %arg83) : (tensor<i32>, tensor<6x5xui32>, tensor<6x5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg76: tensor<2xui32>):
    %215 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %216 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %217 = "func.call"(%arg76, %215, %216) <{callee = @_uniform_7}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6x4xf32>
    %218 = "stablehlo.log"(%217) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %219 = "stablehlo.negate"(%218) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %220 = "stablehlo.log"(%219) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %221 = "stablehlo.negate"(%220) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%221) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "_uniform_7", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<2xui32>, %arg74: tensor<f32>, %arg75: tensor<f32>):
    %175 = "stablehlo.convert"(%arg74) : (tensor<f32>) -> tensor<f32>
    %176 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %177 = "stablehlo.broadcast_in_dim"(%175) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %178 = "stablehlo.slice"(%arg73) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %179 = "stablehlo.reshape"(%178) : (tensor<1xui32>) -> tensor<ui32>
    %180 = "stablehlo.slice"(%arg73) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %181 = "stablehlo.reshape"(%180) : (tensor<1xui32>) -> tensor<ui32>
    %182 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6x4xui64>
    %183 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x4xui64>
    %184 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %185 = "stablehlo.broadcast_in_dim"(%184) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6x4xui64>
    %186 = "stablehlo.multiply"(%185, %182) : (tensor<6x4xui64>, tensor<6x4xui64>) -> tensor<6x4xui64>
    %187 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %188 = "stablehlo.broadcast_in_dim"(%187) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6x4xui64>
    %189 = "stablehlo.multiply"(%188, %183) : (tensor<6x4xui64>, tensor<6x4xui64>) -> tensor<6x4xui64>
    %190 = "stablehlo.add"(%186, %189) : (tensor<6x4xui64>, tensor<6x4xui64>) -> tensor<6x4xui64>
    %191 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6x4xui64>
    %193 = "stablehlo.shift_right_logical"(%190, %192) : (tensor<6x4xui64>, tensor<6x4xui64>) -> tensor<6x4xui64>
    %194 = "stablehlo.convert"(%190) : (tensor<6x4xui64>) -> tensor<6x4xui32>
    %195 = "stablehlo.convert"(%193) : (tensor<6x4xui64>) -> tensor<6x4xui32>
    %196:2 = "func.call"(%179, %181, %195, %194) <{callee = @threefry2x32_8}> : (tensor<ui32>, tensor<ui32>, tensor<6x4xui32>, tensor<6x4xui32>) -> (tensor<6x4xui32>, tensor<6x4xui32>)
    %197 = "stablehlo.xor"(%196#0, %196#1) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %198 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %199 = "stablehlo.broadcast_in_dim"(%198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %200 = "stablehlo.shift_right_logical"(%197, %199) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %201 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %203 = "stablehlo.or"(%200, %202) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %204 = "stablehlo.bitcast_convert"(%203) : (tensor<6x4xui32>) -> tensor<6x4xf32>
    %205 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %207 = "stablehlo.subtract"(%204, %206) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %208 = "stablehlo.subtract"(%177, %176) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x4xf32>
    %210 = "stablehlo.multiply"(%207, %209) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %211 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x4xf32>
    %212 = "stablehlo.add"(%210, %211) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %213 = "stablehlo.broadcast_in_dim"(%176) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<6x4xf32>
    %214 = "stablehlo.maximum"(%213, %212) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%214) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6x4xui32>, tensor<6x4xui32>) -> (tensor<6x4xui32>, tensor<6x4xui32>), sym_name = "threefry2x32_8", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<ui32>, %arg52: tensor<ui32>, %arg53: tensor<6x4xui32>, %arg54: tensor<6x4xui32>):
    %158 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %159 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %160 = "stablehlo.xor"(%arg51, %arg52) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %161 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %162 = "stablehlo.xor"(%160, %161) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %163 = "stablehlo.broadcast_in_dim"(%arg51) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %164 = "stablehlo.add"(%arg53, %163) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %165 = "stablehlo.broadcast_in_dim"(%arg52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %166 = "stablehlo.add"(%arg54, %165) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %167 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %168 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %169:9 = "stablehlo.while"(%168, %167, %164, %166, %arg52, %162, %arg51, %158, %159) ({
    ^bb0(%arg64: tensor<i32>, %arg65: tensor<i32>, %arg66: tensor<6x4xui32>, %arg67: tensor<6x4xui32>, %arg68: tensor<ui32>, %arg69: tensor<ui32>, %arg70: tensor<ui32>, %arg71: tensor<4xui32>, %arg72: tensor<4xui32>):
      %173 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %174 = "stablehlo.compare"(%arg64, %173) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%174) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg55: tensor<i32>, %arg56: tensor<i32>, %arg57: tensor<6x4xui32>, %arg58: tensor<6x4xui32>, %arg59: tensor<ui32>, %arg60: tensor<ui32>, %arg61: tensor<ui32>, %arg62: tensor<4xui32>, %arg63: tensor<4xui32>):
      %170:8 = "func.call"(%arg56, %arg57, %arg58, %arg59, %arg60, %arg61, %arg62, %arg63) <{callee = @closed_call_9}> : (tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %171 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %172 = "stablehlo.add"(%arg55, %171) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%172, %170#0, %170#1, %170#2, %170#3, %170#4, %170#5, %170#6, %170#7) : (tensor<i32>, tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%169#2, %169#3) : (tensor<6x4xui32>, tensor<6x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_9", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<i32>, %arg44: tensor<6x4xui32>, %arg45: tensor<6x4xui32>, %arg46: tensor<ui32>, %arg47: tensor<ui32>, %arg48: tensor<ui32>, %arg49: tensor<4xui32>, %arg50: tensor<4xui32>):
    %103 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %104 = "stablehlo.add"(%arg43, %103) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %105 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %106 = "stablehlo.reshape"(%105) : (tensor<1xui32>) -> tensor<ui32>
    %107 = "stablehlo.add"(%arg44, %arg45) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %108 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %109 = "stablehlo.shift_left"(%arg45, %108) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %110 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %111 = "stablehlo.subtract"(%110, %106) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %112 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %113 = "stablehlo.shift_right_logical"(%arg45, %112) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %114 = "stablehlo.or"(%109, %113) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %115 = "stablehlo.xor"(%107, %114) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %116 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %117 = "stablehlo.reshape"(%116) : (tensor<1xui32>) -> tensor<ui32>
    %118 = "stablehlo.add"(%107, %115) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %119 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %120 = "stablehlo.shift_left"(%115, %119) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %121 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %122 = "stablehlo.subtract"(%121, %117) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %124 = "stablehlo.shift_right_logical"(%115, %123) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %125 = "stablehlo.or"(%120, %124) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %126 = "stablehlo.xor"(%118, %125) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %127 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1xui32>) -> tensor<ui32>
    %129 = "stablehlo.add"(%118, %126) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %130 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %131 = "stablehlo.shift_left"(%126, %130) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %132 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %133 = "stablehlo.subtract"(%132, %128) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %134 = "stablehlo.broadcast_in_dim"(%133) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %135 = "stablehlo.shift_right_logical"(%126, %134) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %136 = "stablehlo.or"(%131, %135) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %137 = "stablehlo.xor"(%129, %136) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %138 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1xui32>) -> tensor<ui32>
    %140 = "stablehlo.add"(%129, %137) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %141 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %142 = "stablehlo.shift_left"(%137, %141) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %143 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %144 = "stablehlo.subtract"(%143, %139) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %146 = "stablehlo.shift_right_logical"(%137, %145) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %147 = "stablehlo.or"(%142, %146) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %148 = "stablehlo.xor"(%140, %147) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %149 = "stablehlo.broadcast_in_dim"(%arg46) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %150 = "stablehlo.add"(%140, %149) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %151 = "stablehlo.broadcast_in_dim"(%arg47) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %152 = "stablehlo.add"(%148, %151) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    %153 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %154 = "stablehlo.add"(%arg43, %153) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %155 = "stablehlo.convert"(%154) : (tensor<i32>) -> tensor<ui32>
    %156 = "stablehlo.broadcast_in_dim"(%155) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6x4xui32>
    %157 = "stablehlo.add"(%152, %156) : (tensor<6x4xui32>, tensor<6x4xui32>) -> tensor<6x4xui32>
    "func.return"(%104, %150, %157, %arg47, %arg48, %arg46, %arg50, %arg49) : (tensor<i32>, tensor<6x4xui32>, tensor<6x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x4xf32>) -> tensor<6xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<6x4xf32>):
    %90 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x4xi32>
    %91 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %92 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %93:2 = "stablehlo.reduce"(%arg38, %90, %91, %92) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<i32>, %arg41: tensor<f32>, %arg42: tensor<i32>):
      %94 = "stablehlo.compare"(%arg39, %arg41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %95 = "stablehlo.compare"(%arg39, %arg39) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %96 = "stablehlo.or"(%94, %95) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %97 = "stablehlo.compare"(%arg39, %arg41) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %98 = "stablehlo.compare"(%arg40, %arg42) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %99 = "stablehlo.and"(%97, %98) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %100 = "stablehlo.or"(%96, %99) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %101 = "stablehlo.select"(%96, %arg39, %arg41) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %102 = "stablehlo.select"(%100, %arg40, %arg42) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%101, %102) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<6x4xf32>, tensor<6x4xi32>, tensor<f32>, tensor<i32>) -> (tensor<6xf32>, tensor<6xi32>)
    "func.return"(%93#1) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x4xf32>) -> (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<6x4xf32>):
    %73 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %74 = "stablehlo.reduce"(%arg33, %73) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg36: tensor<f32>, %arg37: tensor<f32>):
      %89 = "stablehlo.maximum"(%arg36, %arg37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%89) : (tensor<f32>) -> ()
    }) : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %75 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %76 = "stablehlo.broadcast_in_dim"(%75) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %77 = "stablehlo.maximum"(%76, %74) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %80 = "stablehlo.subtract"(%arg33, %79) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %81 = "stablehlo.exponential"(%80) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %82 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.reduce"(%81, %82) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg34: tensor<f32>, %arg35: tensor<f32>):
      %88 = "stablehlo.add"(%arg34, %arg35) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%88) : (tensor<f32>) -> ()
    }) : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %84 = "stablehlo.broadcast_in_dim"(%83) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x1xf32>
    %85 = "stablehlo.log"(%84) : (tensor<6x1xf32>) -> tensor<6x1xf32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<6x1xf32>) -> tensor<6x4xf32>
    %87 = "stablehlo.subtract"(%80, %86) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%87, %81, %84) : (tensor<6x4xf32>, tensor<6x4xf32>, tensor<6x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x4xf32>, tensor<6xi32>, tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call_10", sym_visibility = "private"}> ({
  ^bb0(%arg29: tensor<6x4xf32>, %arg30: tensor<6xi32>, %arg31: tensor<i32>, %arg32: tensor<f32>):
    %44 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %45 = "stablehlo.add"(%arg31, %44) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %46 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %47 = "stablehlo.compare"(%arg31, %46) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %48 = "stablehlo.convert"(%arg31) : (tensor<i32>) -> tensor<i32>
    %49 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %50 = "stablehlo.add"(%48, %49) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %51 = "stablehlo.select"(%47, %50, %arg31) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.dynamic_slice"(%arg30, %51) <{slice_sizes = array<i64: 1>}> : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1xi32>) -> tensor<i32>
    %54 = "stablehlo.convert"(%arg31) : (tensor<i32>) -> tensor<i32>
    %55 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %56 = "stablehlo.compare"(%54, %55) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %57 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %58 = "stablehlo.add"(%54, %57) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %59 = "stablehlo.select"(%56, %58, %54) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %60 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %61 = "stablehlo.compare"(%53, %60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %62 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
    %63 = "stablehlo.add"(%53, %62) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %64 = "stablehlo.select"(%61, %63, %53) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %65 = "stablehlo.dynamic_slice"(%arg29, %59, %64) <{slice_sizes = array<i64: 1, 1>}> : (tensor<6x4xf32>, tensor<i32>, tensor<i32>) -> tensor<1x1xf32>
    %66 = "stablehlo.reshape"(%65) : (tensor<1x1xf32>) -> tensor<f32>
    %67 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %68 = "stablehlo.add"(%arg31, %67) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %69 = "stablehlo.convert"(%68) : (tensor<i32>) -> tensor<f32>
    %70 = "stablehlo.multiply"(%66, %69) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %71 = "stablehlo.convert"(%arg32) : (tensor<f32>) -> tensor<f32>
    %72 = "stablehlo.add"(%71, %70) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%45, %72, %59, %64, %69) : (tensor<i32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xi32>, tensor<i32>, tensor<i32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg26: tensor<6xi32>, %arg27: tensor<i32>, %arg28: tensor<i32>):
    %42 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<1xi32>
    %43 = "stablehlo.dynamic_update_slice"(%arg26, %42, %arg28) : (tensor<6xi32>, tensor<1xi32>, tensor<i32>) -> tensor<6xi32>
    "func.return"(%43) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6xf32>, tensor<f32>, tensor<i32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_11", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<6xf32>, %arg24: tensor<f32>, %arg25: tensor<i32>):
    %40 = "stablehlo.broadcast_in_dim"(%arg24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %41 = "stablehlo.dynamic_update_slice"(%arg23, %40, %arg25) : (tensor<6xf32>, tensor<1xf32>, tensor<i32>) -> tensor<6xf32>
    "func.return"(%41) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "argsort", sym_visibility = "private"}> ({
  ^bb0(%arg16: tensor<6xf32>):
    %22 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xi32>
    %23 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui32>
    %24:3 = "stablehlo.sort"(%arg16, %22, %23) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg17: tensor<f32>, %arg18: tensor<f32>, %arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<ui32>, %arg22: tensor<ui32>):
      %25 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %26 = "stablehlo.compare"(%arg17, %25) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %27 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %28 = "stablehlo.select"(%26, %27, %arg17) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %29 = "stablehlo.compare"(%arg17, %arg17) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %30 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %31 = "stablehlo.select"(%29, %30, %28) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %33 = "stablehlo.compare"(%arg18, %32) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %34 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %35 = "stablehlo.select"(%33, %34, %arg18) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %36 = "stablehlo.compare"(%arg18, %arg18) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %37 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.select"(%36, %37, %35) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %39 = "stablehlo.compare"(%31, %38) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%39) : (tensor<i1>) -> ()
    }) : (tensor<6xf32>, tensor<6xi32>, tensor<6xui32>) -> (tensor<6xf32>, tensor<6xi32>, tensor<6xui32>)
    "func.return"(%24#1) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xi32>, tensor<i32>) -> tensor<i32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<6xi32>, %arg15: tensor<i32>):
    %20 = "stablehlo.dynamic_slice"(%arg14, %arg15) <{slice_sizes = array<i64: 1>}> : (tensor<6xi32>, tensor<i32>) -> tensor<1xi32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1xi32>) -> tensor<i32>
    "func.return"(%21) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<i32>) -> tensor<f32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_12", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<6xf32>, %arg13: tensor<i32>):
    %18 = "stablehlo.dynamic_slice"(%arg12, %arg13) <{slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<i32>) -> tensor<1xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1xf32>) -> tensor<f32>
    "func.return"(%19) : (tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6x4xf32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<f32>) -> (tensor<6x4xf32>, tensor<f32>), res_attrs = [{}, {}], sym_name = "closed_call_13", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<6x4xf32>, %arg8: tensor<f32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<f32>):
    %12 = "stablehlo.multiply"(%arg8, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.broadcast_in_dim"(%12) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %14 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6x4xf32>
    %16 = "stablehlo.dynamic_update_slice"(%15, %13, %arg9, %arg10) : (tensor<6x4xf32>, tensor<1x1xf32>, tensor<i32>, tensor<i32>) -> tensor<6x4xf32>
    %17 = "stablehlo.add"(%arg7, %16) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%17, %arg8) : (tensor<6x4xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x4xf32>, tensor<6x1xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>, res_attrs = [{}], sym_name = "log_softmax_14", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<6x4xf32>, %arg1: tensor<6x1xf32>, %arg2: tensor<6x4xf32>):
    %0 = "stablehlo.negate"(%arg2) : (tensor<6x4xf32>) -> tensor<6x4xf32>
    %1 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %11 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%11) : (tensor<f32>) -> ()
    }) : (tensor<6x4xf32>, tensor<f32>) -> tensor<6xf32>
    %3 = "stablehlo.reshape"(%2) : (tensor<6xf32>) -> tensor<6x1xf32>
    %4 = "stablehlo.divide"(%3, %arg1) : (tensor<6x1xf32>, tensor<6x1xf32>) -> tensor<6x1xf32>
    %5 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.reduce"(%4, %5) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %10 = "stablehlo.add"(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%10) : (tensor<f32>) -> ()
    }) : (tensor<6x1xf32>, tensor<f32>) -> tensor<6xf32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64: 0>}> : (tensor<6xf32>) -> tensor<6x4xf32>
    %8 = "stablehlo.multiply"(%7, %arg0) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    %9 = "stablehlo.add"(%arg2, %8) : (tensor<6x4xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
    "func.return"(%9) : (tensor<6x4xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
