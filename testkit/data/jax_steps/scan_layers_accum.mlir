"builtin.module"() <{sym_name = "jit_acc_step"}> ({
  "func.func"() <{arg_attrs = [{tf.aliasing_output = 0 : i32}, {tf.aliasing_output = 1 : i32}, {tf.aliasing_output = 2 : i32}, {tf.aliasing_output = 3 : i32}, {tf.aliasing_output = 4 : i32}, {tf.aliasing_output = 5 : i32}, {tf.aliasing_output = 6 : i32}, {tf.aliasing_output = 7 : i32}, {tf.aliasing_output = 8 : i32}, {tf.aliasing_output = 9 : i32}, {}, {}, {}], function_type = (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<4x6xi32>, tensor<4x6xi32>, tensor<f32>) -> (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<f32>), res_attrs = [{jax.result_info = "result[0]['emb']"}, {jax.result_info = "result[0]['layers']['down']"}, {jax.result_info = "result[0]['layers']['o']"}, {jax.result_info = "result[0]['layers']['qkv']"}, {jax.result_info = "result[0]['layers']['up']"}, {jax.result_info = "result[1]['emb']"}, {jax.result_info = "result[1]['layers']['down']"}, {jax.result_info = "result[1]['layers']['o']"}, {jax.result_info = "result[1]['layers']['qkv']"}, {jax.result_info = "result[1]['layers']['up']"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg172: tensor<16x8xf32>, %arg173: tensor<2x16x8xf32>, %arg174: tensor<2x8x8xf32>, %arg175: tensor<2x8x24xf32>, %arg176: tensor<2x8x16xf32>, %arg177: tensor<16x8xf32>, %arg178: tensor<2x16x8xf32>, %arg179: tensor<2x8x8xf32>, %arg180: tensor<2x8x24xf32>, %arg181: tensor<2x8x16xf32>, %arg182: tensor<4x6xi32>, %arg183: tensor<4x6xi32>, %arg184: tensor<f32>):
    %429 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %430 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %431 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %432 = "stablehlo.broadcast_in_dim"(%431) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x8xf32>
    %433 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %434 = "stablehlo.broadcast_in_dim"(%433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8xf32>
    %435 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %436 = "stablehlo.broadcast_in_dim"(%435) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x24xf32>
    %437 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %439 = "stablehlo.reshape"(%arg182) : (tensor<4x6xi32>) -> tensor<2x2x6xi32>
    %440 = "stablehlo.reshape"(%arg183) : (tensor<4x6xi32>) -> tensor<2x2x6xi32>
    %441 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %442 = "stablehlo.broadcast_in_dim"(%441) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %443 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %444:15 = "stablehlo.while"(%439, %440, %arg172, %arg173, %arg174, %arg175, %arg176, %arg184, %443, %430, %432, %434, %436, %438, %442) ({
    ^bb0(%arg214: tensor<2x2x6xi32>, %arg215: tensor<2x2x6xi32>, %arg216: tensor<16x8xf32>, %arg217: tensor<2x16x8xf32>, %arg218: tensor<2x8x8xf32>, %arg219: tensor<2x8x24xf32>, %arg220: tensor<2x8x16xf32>, %arg221: tensor<f32>, %arg222: tensor<i32>, %arg223: tensor<16x8xf32>, %arg224: tensor<2x16x8xf32>, %arg225: tensor<2x8x8xf32>, %arg226: tensor<2x8x24xf32>, %arg227: tensor<2x8x16xf32>, %arg228: tensor<2xf32>):
      %553 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %554 = "stablehlo.compare"(%arg222, %553) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%554) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg199: tensor<2x2x6xi32>, %arg200: tensor<2x2x6xi32>, %arg201: tensor<16x8xf32>, %arg202: tensor<2x16x8xf32>, %arg203: tensor<2x8x8xf32>, %arg204: tensor<2x8x24xf32>, %arg205: tensor<2x8x16xf32>, %arg206: tensor<f32>, %arg207: tensor<i32>, %arg208: tensor<16x8xf32>, %arg209: tensor<2x16x8xf32>, %arg210: tensor<2x8x8xf32>, %arg211: tensor<2x8x24xf32>, %arg212: tensor<2x8x16xf32>, %arg213: tensor<2xf32>):
      %547 = "func.call"(%arg199, %arg207) <{callee = @dynamic_index_in_dim}> : (tensor<2x2x6xi32>, tensor<i32>) -> tensor<2x6xi32>
      %548 = "func.call"(%arg200, %arg207) <{callee = @dynamic_index_in_dim}> : (tensor<2x2x6xi32>, tensor<i32>) -> tensor<2x6xi32>
      %549:6 = "func.call"(%arg201, %arg202, %arg203, %arg204, %arg205, %arg206, %arg208, %arg209, %arg210, %arg211, %arg212, %547, %548) <{callee = @closed_call}> : (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2x6xi32>, tensor<2x6xi32>) -> (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>)
      %550 = "func.call"(%arg213, %549#5, %arg207) <{callee = @dynamic_update_index_in_dim_21}> : (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2xf32>
      %551 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %552 = "stablehlo.add"(%arg207, %551) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg199, %arg200, %arg201, %arg202, %arg203, %arg204, %arg205, %arg206, %552, %549#0, %549#1, %549#2, %549#3, %549#4, %550) : (tensor<2x2x6xi32>, tensor<2x2x6xi32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2xf32>) -> ()
    }) : (tensor<2x2x6xi32>, tensor<2x2x6xi32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2xf32>) -> (tensor<2x2x6xi32>, tensor<2x2x6xi32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<i32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2xf32>)
    %445 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %446 = "stablehlo.multiply"(%445, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %447 = "stablehlo.broadcast_in_dim"(%446) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %448 = "stablehlo.divide"(%444#9, %447) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %449 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %450 = "stablehlo.multiply"(%449, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %451 = "stablehlo.broadcast_in_dim"(%450) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x8xf32>
    %452 = "stablehlo.divide"(%444#10, %451) : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %453 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %454 = "stablehlo.multiply"(%453, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %455 = "stablehlo.broadcast_in_dim"(%454) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8xf32>
    %456 = "stablehlo.divide"(%444#11, %455) : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %457 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %458 = "stablehlo.multiply"(%457, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %459 = "stablehlo.broadcast_in_dim"(%458) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x24xf32>
    %460 = "stablehlo.divide"(%444#12, %459) : (tensor<2x8x24xf32>, tensor<2x8x24xf32>) -> tensor<2x8x24xf32>
    %461 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %462 = "stablehlo.multiply"(%461, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %464 = "stablehlo.divide"(%444#13, %463) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %465 = "stablehlo.is_finite"(%448) : (tensor<16x8xf32>) -> tensor<16x8xi1>
    %466 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %467 = "stablehlo.reduce"(%465, %466) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg197: tensor<i1>, %arg198: tensor<i1>):
      %546 = "stablehlo.and"(%arg197, %arg198) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%546) : (tensor<i1>) -> ()
    }) : (tensor<16x8xi1>, tensor<i1>) -> tensor<i1>
    %468 = "stablehlo.is_finite"(%452) : (tensor<2x16x8xf32>) -> tensor<2x16x8xi1>
    %469 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %470 = "stablehlo.reduce"(%468, %469) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg195: tensor<i1>, %arg196: tensor<i1>):
      %545 = "stablehlo.and"(%arg195, %arg196) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%545) : (tensor<i1>) -> ()
    }) : (tensor<2x16x8xi1>, tensor<i1>) -> tensor<i1>
    %471 = "stablehlo.is_finite"(%456) : (tensor<2x8x8xf32>) -> tensor<2x8x8xi1>
    %472 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %473 = "stablehlo.reduce"(%471, %472) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg193: tensor<i1>, %arg194: tensor<i1>):
      %544 = "stablehlo.and"(%arg193, %arg194) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%544) : (tensor<i1>) -> ()
    }) : (tensor<2x8x8xi1>, tensor<i1>) -> tensor<i1>
    %474 = "stablehlo.is_finite"(%460) : (tensor<2x8x24xf32>) -> tensor<2x8x24xi1>
    %475 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %476 = "stablehlo.reduce"(%474, %475) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg191: tensor<i1>, %arg192: tensor<i1>):
      %543 = "stablehlo.and"(%arg191, %arg192) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%543) : (tensor<i1>) -> ()
    }) : (tensor<2x8x24xi1>, tensor<i1>) -> tensor<i1>
    %477 = "stablehlo.is_finite"(%464) : (tensor<2x8x16xf32>) -> tensor<2x8x16xi1>
    %478 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %479 = "stablehlo.reduce"(%477, %478) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg189: tensor<i1>, %arg190: tensor<i1>):
      %542 = "stablehlo.and"(%arg189, %arg190) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%542) : (tensor<i1>) -> ()
    }) : (tensor<2x8x16xi1>, tensor<i1>) -> tensor<i1>
    %480 = "stablehlo.broadcast_in_dim"(%467) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %481 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %482 = "stablehlo.broadcast_in_dim"(%473) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %483 = "stablehlo.broadcast_in_dim"(%476) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %484 = "stablehlo.broadcast_in_dim"(%479) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<1xi1>
    %485 = "stablehlo.concatenate"(%480, %481, %482, %483, %484) <{dimension = 0 : i64}> : (tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>, tensor<1xi1>) -> tensor<5xi1>
    %486 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %487 = "stablehlo.reduce"(%485, %486) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg187: tensor<i1>, %arg188: tensor<i1>):
      %541 = "stablehlo.and"(%arg187, %arg188) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%541) : (tensor<i1>) -> ()
    }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
    %488 = "stablehlo.convert"(%487) : (tensor<i1>) -> tensor<i32>
    %489:10 = "stablehlo.case"(%488) ({
      "stablehlo.return"(%arg172, %arg173, %arg174, %arg175, %arg176, %arg177, %arg178, %arg179, %arg180, %arg181) : (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>) -> ()
    }, {
      %501 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %502 = "stablehlo.broadcast_in_dim"(%501) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
      %503 = "stablehlo.multiply"(%502, %arg177) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %504 = "stablehlo.add"(%503, %448) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %505 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %506 = "stablehlo.broadcast_in_dim"(%505) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x8xf32>
      %507 = "stablehlo.multiply"(%506, %arg178) : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
      %508 = "stablehlo.add"(%507, %452) : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
      %509 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %510 = "stablehlo.broadcast_in_dim"(%509) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8xf32>
      %511 = "stablehlo.multiply"(%510, %arg179) : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %512 = "stablehlo.add"(%511, %456) : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %513 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %514 = "stablehlo.broadcast_in_dim"(%513) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x24xf32>
      %515 = "stablehlo.multiply"(%514, %arg180) : (tensor<2x8x24xf32>, tensor<2x8x24xf32>) -> tensor<2x8x24xf32>
      %516 = "stablehlo.add"(%515, %460) : (tensor<2x8x24xf32>, tensor<2x8x24xf32>) -> tensor<2x8x24xf32>
      %517 = "stablehlo.constant"() <{value = dense<0.899999976> : tensor<f32>}> : () -> tensor<f32>
      %518 = "stablehlo.broadcast_in_dim"(%517) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
      %519 = "stablehlo.multiply"(%518, %arg181) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      %520 = "stablehlo.add"(%519, %464) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      %521 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %522 = "stablehlo.broadcast_in_dim"(%521) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
      %523 = "stablehlo.multiply"(%522, %504) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %524 = "stablehlo.subtract"(%arg172, %523) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
      %525 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %526 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x8xf32>
      %527 = "stablehlo.multiply"(%526, %508) : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
      %528 = "stablehlo.subtract"(%arg173, %527) : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
      %529 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %530 = "stablehlo.broadcast_in_dim"(%529) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8xf32>
      %531 = "stablehlo.multiply"(%530, %512) : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %532 = "stablehlo.subtract"(%arg174, %531) : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
      %533 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %534 = "stablehlo.broadcast_in_dim"(%533) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x24xf32>
      %535 = "stablehlo.multiply"(%534, %516) : (tensor<2x8x24xf32>, tensor<2x8x24xf32>) -> tensor<2x8x24xf32>
      %536 = "stablehlo.subtract"(%arg175, %535) : (tensor<2x8x24xf32>, tensor<2x8x24xf32>) -> tensor<2x8x24xf32>
      %537 = "stablehlo.constant"() <{value = dense<5.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %538 = "stablehlo.broadcast_in_dim"(%537) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
      %539 = "stablehlo.multiply"(%538, %520) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      %540 = "stablehlo.subtract"(%arg176, %539) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
      "stablehlo.return"(%524, %528, %532, %536, %540, %504, %508, %512, %516, %520) : (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>) -> ()
    }) : (tensor<i32>) -> (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>)
    %490 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %491 = "stablehlo.multiply"(%arg184, %490) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %492 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %493 = "stablehlo.divide"(%arg184, %492) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %494 = "func.call"(%487, %491, %493) <{callee = @_where_22}> : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %495 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %496 = "stablehlo.reduce"(%444#14, %495) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg185: tensor<f32>, %arg186: tensor<f32>):
      %500 = "stablehlo.add"(%arg185, %arg186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%500) : (tensor<f32>) -> ()
    }) : (tensor<2xf32>, tensor<f32>) -> tensor<f32>
    %497 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %498 = "stablehlo.divide"(%496, %497) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %499 = "stablehlo.divide"(%498, %arg184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%489#0, %489#1, %489#2, %489#3, %489#4, %489#5, %489#6, %489#7, %489#8, %489#9, %499, %494) : (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x6xi32>, tensor<i32>) -> tensor<2x6xi32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg170: tensor<2x2x6xi32>, %arg171: tensor<i32>):
    %425 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %426 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %427 = "stablehlo.dynamic_slice"(%arg170, %arg171, %425, %426) <{slice_sizes = array<i64: 1, 2, 6>}> : (tensor<2x2x6xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x6xi32>
    %428 = "stablehlo.reshape"(%427) : (tensor<1x2x6xi32>) -> tensor<2x6xi32>
    "func.return"(%428) : (tensor<2x6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>, tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2x6xi32>, tensor<2x6xi32>) -> (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>), res_attrs = [{}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg101: tensor<16x8xf32>, %arg102: tensor<2x16x8xf32>, %arg103: tensor<2x8x8xf32>, %arg104: tensor<2x8x24xf32>, %arg105: tensor<2x8x16xf32>, %arg106: tensor<f32>, %arg107: tensor<16x8xf32>, %arg108: tensor<2x16x8xf32>, %arg109: tensor<2x8x8xf32>, %arg110: tensor<2x8x24xf32>, %arg111: tensor<2x8x16xf32>, %arg112: tensor<2x6xi32>, %arg113: tensor<2x6xi32>):
    %317 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %318 = "stablehlo.broadcast_in_dim"(%317) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6xi32>
    %319 = "stablehlo.compare"(%arg112, %318) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi1>
    %320 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %321 = "stablehlo.broadcast_in_dim"(%320) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6xi32>
    %322 = "stablehlo.add"(%arg112, %321) : (tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>
    %323 = "stablehlo.select"(%319, %322, %arg112) : (tensor<2x6xi1>, tensor<2x6xi32>, tensor<2x6xi32>) -> tensor<2x6xi32>
    %324 = "stablehlo.broadcast_in_dim"(%323) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xi32>) -> tensor<2x6x1xi32>
    %325 = "stablehlo.gather"(%arg101, %324) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<16x8xf32>, tensor<2x6x1xi32>) -> tensor<2x6x8xf32>
    %326 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %327 = "stablehlo.broadcast_in_dim"(%326) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6x6xi1>
    %328 = "func.call"(%327) <{callee = @tril}> : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %329 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %330:2 = "func.call"(%328, %329) <{callee = @_where}> : (tensor<6x6xi1>, tensor<f32>) -> (tensor<2x6x6xi1>, tensor<2x6x6xf32>)
    %331 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %332 = "stablehlo.broadcast_in_dim"(%331) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x24xf32>
    %333 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %334 = "stablehlo.broadcast_in_dim"(%333) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x8xf32>
    %335 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.broadcast_in_dim"(%335) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x16xf32>
    %337 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %338 = "stablehlo.broadcast_in_dim"(%337) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x2x6x8xf32>
    %339 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %340:12 = "stablehlo.while"(%arg102, %arg103, %arg104, %arg105, %330#0, %330#1, %339, %325, %332, %334, %336, %338) ({
    ^bb0(%arg158: tensor<2x16x8xf32>, %arg159: tensor<2x8x8xf32>, %arg160: tensor<2x8x24xf32>, %arg161: tensor<2x8x16xf32>, %arg162: tensor<2x6x6xi1>, %arg163: tensor<2x6x6xf32>, %arg164: tensor<i32>, %arg165: tensor<2x6x8xf32>, %arg166: tensor<2x2x6x24xf32>, %arg167: tensor<2x2x6x8xf32>, %arg168: tensor<2x2x6x16xf32>, %arg169: tensor<2x2x6x8xf32>):
      %423 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %424 = "stablehlo.compare"(%arg164, %423) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%424) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg146: tensor<2x16x8xf32>, %arg147: tensor<2x8x8xf32>, %arg148: tensor<2x8x24xf32>, %arg149: tensor<2x8x16xf32>, %arg150: tensor<2x6x6xi1>, %arg151: tensor<2x6x6xf32>, %arg152: tensor<i32>, %arg153: tensor<2x6x8xf32>, %arg154: tensor<2x2x6x24xf32>, %arg155: tensor<2x2x6x8xf32>, %arg156: tensor<2x2x6x16xf32>, %arg157: tensor<2x2x6x8xf32>):
      %412 = "func.call"(%arg146, %arg152) <{callee = @dynamic_index_in_dim_0}> : (tensor<2x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
      %413 = "func.call"(%arg147, %arg152) <{callee = @dynamic_index_in_dim_1}> : (tensor<2x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
      %414 = "func.call"(%arg148, %arg152) <{callee = @dynamic_index_in_dim_2}> : (tensor<2x8x24xf32>, tensor<i32>) -> tensor<8x24xf32>
      %415 = "func.call"(%arg149, %arg152) <{callee = @dynamic_index_in_dim_3}> : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %416:5 = "func.call"(%arg150, %arg151, %arg153, %412, %413, %414, %415) <{callee = @closed_call_4}> : (tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>) -> (tensor<2x6x8xf32>, tensor<2x6x24xf32>, tensor<2x6x8xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>)
      %417 = "func.call"(%arg154, %416#1, %arg152) <{callee = @dynamic_update_index_in_dim}> : (tensor<2x2x6x24xf32>, tensor<2x6x24xf32>, tensor<i32>) -> tensor<2x2x6x24xf32>
      %418 = "func.call"(%arg155, %416#2, %arg152) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<2x2x6x8xf32>, tensor<2x6x8xf32>, tensor<i32>) -> tensor<2x2x6x8xf32>
      %419 = "func.call"(%arg156, %416#3, %arg152) <{callee = @dynamic_update_index_in_dim_7}> : (tensor<2x2x6x16xf32>, tensor<2x6x16xf32>, tensor<i32>) -> tensor<2x2x6x16xf32>
      %420 = "func.call"(%arg157, %416#4, %arg152) <{callee = @dynamic_update_index_in_dim_6}> : (tensor<2x2x6x8xf32>, tensor<2x6x8xf32>, tensor<i32>) -> tensor<2x2x6x8xf32>
      %421 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %422 = "stablehlo.add"(%arg152, %421) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg146, %arg147, %arg148, %arg149, %arg150, %arg151, %422, %416#0, %417, %418, %419, %420) : (tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<i32>, tensor<2x6x8xf32>, tensor<2x2x6x24xf32>, tensor<2x2x6x8xf32>, tensor<2x2x6x16xf32>, tensor<2x2x6x8xf32>) -> ()
    }) : (tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<i32>, tensor<2x6x8xf32>, tensor<2x2x6x24xf32>, tensor<2x2x6x8xf32>, tensor<2x2x6x16xf32>, tensor<2x2x6x8xf32>) -> (tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<i32>, tensor<2x6x8xf32>, tensor<2x2x6x24xf32>, tensor<2x2x6x8xf32>, tensor<2x2x6x16xf32>, tensor<2x2x6x8xf32>)
    %341 = "stablehlo.convert"(%340#7) : (tensor<2x6x8xf32>) -> tensor<2x6x8xf16>
    %342 = "stablehlo.transpose"(%arg101) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %343 = "stablehlo.convert"(%342) : (tensor<8x16xf32>) -> tensor<8x16xf16>
    %344 = "stablehlo.dot_general"(%341, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf16>, tensor<8x16xf16>) -> tensor<2x6x16xf16>
    %345 = "stablehlo.convert"(%344) : (tensor<2x6x16xf16>) -> tensor<2x6x16xf32>
    %346:3 = "func.call"(%345) <{callee = @log_softmax}> : (tensor<2x6x16xf32>) -> (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x6x1xf32>)
    %347 = "stablehlo.broadcast_in_dim"(%arg113) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xi32>) -> tensor<2x6x1xi32>
    %348:2 = "func.call"(%346#0, %347) <{callee = @take_along_axis}> : (tensor<2x6x16xf32>, tensor<2x6x1xi32>) -> (tensor<2x6x1xf32>, tensor<2x6x1x1xi32>)
    %349 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %350 = "stablehlo.reduce"(%348#0, %349) <{dimensions = array<i64: 0, 1, 2>}> ({
    ^bb0(%arg144: tensor<f32>, %arg145: tensor<f32>):
      %411 = "stablehlo.add"(%arg144, %arg145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%411) : (tensor<f32>) -> ()
    }) : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<f32>
    %351 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %352 = "stablehlo.divide"(%350, %351) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %353 = "stablehlo.negate"(%352) : (tensor<f32>) -> tensor<f32>
    %354 = "stablehlo.multiply"(%353, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %355 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %356 = "stablehlo.multiply"(%355, %arg106) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %357 = "stablehlo.negate"(%356) : (tensor<f32>) -> tensor<f32>
    %358 = "stablehlo.constant"() <{value = dense<1.200000e+01> : tensor<f32>}> : () -> tensor<f32>
    %359 = "stablehlo.divide"(%357, %358) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %360 = "stablehlo.broadcast_in_dim"(%359) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x1xf32>
    %361 = "func.call"(%348#1, %360) <{callee = @take_along_axis_8}> : (tensor<2x6x1x1xi32>, tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %362 = "func.call"(%346#1, %346#2, %361) <{callee = @log_softmax_9}> : (tensor<2x6x16xf32>, tensor<2x6x1xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %363 = "stablehlo.convert"(%362) : (tensor<2x6x16xf32>) -> tensor<2x6x16xf16>
    %364 = "stablehlo.dot_general"(%363, %341) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x16xf16>, tensor<2x6x8xf16>) -> tensor<16x8xf16>
    %365 = "stablehlo.transpose"(%364) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf16>) -> tensor<8x16xf16>
    %366 = "stablehlo.dot_general"(%363, %343) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x16xf16>, tensor<8x16xf16>) -> tensor<2x6x8xf16>
    %367 = "stablehlo.convert"(%365) : (tensor<8x16xf16>) -> tensor<8x16xf32>
    %368 = "stablehlo.transpose"(%367) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %369 = "stablehlo.convert"(%366) : (tensor<2x6x8xf16>) -> tensor<2x6x8xf32>
    %370 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %371 = "stablehlo.broadcast_in_dim"(%370) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x16x8xf32>
    %372 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x8xf32>
    %374 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %375 = "stablehlo.broadcast_in_dim"(%374) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x24xf32>
    %376 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %377 = "stablehlo.broadcast_in_dim"(%376) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x8x16xf32>
    %378 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %379:14 = "stablehlo.while"(%340#8, %340#9, %340#10, %340#11, %arg102, %arg103, %arg104, %arg105, %378, %369, %371, %373, %375, %377) ({
    ^bb0(%arg130: tensor<2x2x6x24xf32>, %arg131: tensor<2x2x6x8xf32>, %arg132: tensor<2x2x6x16xf32>, %arg133: tensor<2x2x6x8xf32>, %arg134: tensor<2x16x8xf32>, %arg135: tensor<2x8x8xf32>, %arg136: tensor<2x8x24xf32>, %arg137: tensor<2x8x16xf32>, %arg138: tensor<i32>, %arg139: tensor<2x6x8xf32>, %arg140: tensor<2x16x8xf32>, %arg141: tensor<2x8x8xf32>, %arg142: tensor<2x8x24xf32>, %arg143: tensor<2x8x16xf32>):
      %409 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %410 = "stablehlo.compare"(%arg138, %409) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%410) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg116: tensor<2x2x6x24xf32>, %arg117: tensor<2x2x6x8xf32>, %arg118: tensor<2x2x6x16xf32>, %arg119: tensor<2x2x6x8xf32>, %arg120: tensor<2x16x8xf32>, %arg121: tensor<2x8x8xf32>, %arg122: tensor<2x8x24xf32>, %arg123: tensor<2x8x16xf32>, %arg124: tensor<i32>, %arg125: tensor<2x6x8xf32>, %arg126: tensor<2x16x8xf32>, %arg127: tensor<2x8x8xf32>, %arg128: tensor<2x8x24xf32>, %arg129: tensor<2x8x16xf32>):
      %390 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
      %391 = "stablehlo.subtract"(%390, %arg124) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %392 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %393 = "stablehlo.subtract"(%391, %392) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %394 = "func.call"(%arg116, %393) <{callee = @dynamic_index_in_dim_10}> : (tensor<2x2x6x24xf32>, tensor<i32>) -> tensor<2x6x24xf32>
      %395 = "func.call"(%arg117, %393) <{callee = @dynamic_index_in_dim_11}> : (tensor<2x2x6x8xf32>, tensor<i32>) -> tensor<2x6x8xf32>
      %396 = "func.call"(%arg118, %393) <{callee = @dynamic_index_in_dim_12}> : (tensor<2x2x6x16xf32>, tensor<i32>) -> tensor<2x6x16xf32>
      %397 = "func.call"(%arg119, %393) <{callee = @dynamic_index_in_dim_11}> : (tensor<2x2x6x8xf32>, tensor<i32>) -> tensor<2x6x8xf32>
      %398 = "func.call"(%arg120, %393) <{callee = @dynamic_index_in_dim_0}> : (tensor<2x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>
      %399 = "func.call"(%arg121, %393) <{callee = @dynamic_index_in_dim_1}> : (tensor<2x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>
      %400 = "func.call"(%arg122, %393) <{callee = @dynamic_index_in_dim_2}> : (tensor<2x8x24xf32>, tensor<i32>) -> tensor<8x24xf32>
      %401 = "func.call"(%arg123, %393) <{callee = @dynamic_index_in_dim_3}> : (tensor<2x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>
      %402:5 = "func.call"(%arg125, %394, %395, %396, %397, %398, %399, %400, %401) <{callee = @closed_call_13}> : (tensor<2x6x8xf32>, tensor<2x6x24xf32>, tensor<2x6x8xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>) -> (tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>)
      %403 = "func.call"(%arg126, %402#1, %393) <{callee = @dynamic_update_index_in_dim_17}> : (tensor<2x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<2x16x8xf32>
      %404 = "func.call"(%arg127, %402#2, %393) <{callee = @dynamic_update_index_in_dim_18}> : (tensor<2x8x8xf32>, tensor<8x8xf32>, tensor<i32>) -> tensor<2x8x8xf32>
      %405 = "func.call"(%arg128, %402#3, %393) <{callee = @dynamic_update_index_in_dim_19}> : (tensor<2x8x24xf32>, tensor<8x24xf32>, tensor<i32>) -> tensor<2x8x24xf32>
      %406 = "func.call"(%arg129, %402#4, %393) <{callee = @dynamic_update_index_in_dim_20}> : (tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>
      %407 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %408 = "stablehlo.add"(%arg124, %407) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg116, %arg117, %arg118, %arg119, %arg120, %arg121, %arg122, %arg123, %408, %402#0, %403, %404, %405, %406) : (tensor<2x2x6x24xf32>, tensor<2x2x6x8xf32>, tensor<2x2x6x16xf32>, tensor<2x2x6x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<i32>, tensor<2x6x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>) -> ()
    }) : (tensor<2x2x6x24xf32>, tensor<2x2x6x8xf32>, tensor<2x2x6x16xf32>, tensor<2x2x6x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<i32>, tensor<2x6x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>) -> (tensor<2x2x6x24xf32>, tensor<2x2x6x8xf32>, tensor<2x2x6x16xf32>, tensor<2x2x6x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<i32>, tensor<2x6x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>)
    %380 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %381 = "stablehlo.broadcast_in_dim"(%380) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x8xf32>
    %382 = "stablehlo.scatter"(%381, %324, %379#9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %389 = "stablehlo.add"(%arg114, %arg115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%389) : (tensor<f32>) -> ()
    }) : (tensor<16x8xf32>, tensor<2x6x1xi32>, tensor<2x6x8xf32>) -> tensor<16x8xf32>
    %383 = "stablehlo.add"(%368, %382) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %384 = "stablehlo.add"(%arg107, %383) : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %385 = "stablehlo.add"(%arg108, %379#10) : (tensor<2x16x8xf32>, tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %386 = "stablehlo.add"(%arg109, %379#11) : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> tensor<2x8x8xf32>
    %387 = "stablehlo.add"(%arg110, %379#12) : (tensor<2x8x24xf32>, tensor<2x8x24xf32>) -> tensor<2x8x24xf32>
    %388 = "stablehlo.add"(%arg111, %379#13) : (tensor<2x8x16xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    "func.return"(%384, %385, %386, %387, %388, %354) : (tensor<16x8xf32>, tensor<2x16x8xf32>, tensor<2x8x8xf32>, tensor<2x8x24xf32>, tensor<2x8x16xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x6xi1>) -> tensor<6x6xi1>, res_attrs = [{}], sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<6x6xi1>):
    %308 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6x6xi32>
    %309 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %310 = "stablehlo.broadcast_in_dim"(%309) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x6xi32>
    %311 = "stablehlo.add"(%308, %310) : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi32>
    %312 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x6xi32>
    %313 = "stablehlo.compare"(%311, %312) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %314 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %315 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6x6xi1>
    %316 = "stablehlo.select"(%313, %arg100, %315) : (tensor<6x6xi1>, tensor<6x6xi1>, tensor<6x6xi1>) -> tensor<6x6xi1>
    "func.return"(%316) : (tensor<6x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6x6xi1>, tensor<f32>) -> (tensor<2x6x6xi1>, tensor<2x6x6xf32>), res_attrs = [{}, {}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg98: tensor<6x6xi1>, %arg99: tensor<f32>):
    %305 = "stablehlo.convert"(%arg99) : (tensor<f32>) -> tensor<f32>
    %306 = "stablehlo.broadcast_in_dim"(%arg98) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<6x6xi1>) -> tensor<2x6x6xi1>
    %307 = "stablehlo.broadcast_in_dim"(%305) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6xf32>
    "func.return"(%306, %307) : (tensor<2x6x6xi1>, tensor<2x6x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x16x8xf32>, tensor<i32>) -> tensor<16x8xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_0", sym_visibility = "private"}> ({
  ^bb0(%arg96: tensor<2x16x8xf32>, %arg97: tensor<i32>):
    %301 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %302 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %303 = "stablehlo.dynamic_slice"(%arg96, %arg97, %301, %302) <{slice_sizes = array<i64: 1, 16, 8>}> : (tensor<2x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x8xf32>
    %304 = "stablehlo.reshape"(%303) : (tensor<1x16x8xf32>) -> tensor<16x8xf32>
    "func.return"(%304) : (tensor<16x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x8x8xf32>, tensor<i32>) -> tensor<8x8xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_1", sym_visibility = "private"}> ({
  ^bb0(%arg94: tensor<2x8x8xf32>, %arg95: tensor<i32>):
    %297 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %298 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %299 = "stablehlo.dynamic_slice"(%arg94, %arg95, %297, %298) <{slice_sizes = array<i64: 1, 8, 8>}> : (tensor<2x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x8xf32>
    %300 = "stablehlo.reshape"(%299) : (tensor<1x8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%300) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x8x24xf32>, tensor<i32>) -> tensor<8x24xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_2", sym_visibility = "private"}> ({
  ^bb0(%arg92: tensor<2x8x24xf32>, %arg93: tensor<i32>):
    %293 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %294 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %295 = "stablehlo.dynamic_slice"(%arg92, %arg93, %293, %294) <{slice_sizes = array<i64: 1, 8, 24>}> : (tensor<2x8x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x24xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<1x8x24xf32>) -> tensor<8x24xf32>
    "func.return"(%296) : (tensor<8x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x8x16xf32>, tensor<i32>) -> tensor<8x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_3", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<2x8x16xf32>, %arg91: tensor<i32>):
    %289 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %290 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %291 = "stablehlo.dynamic_slice"(%arg90, %arg91, %289, %290) <{slice_sizes = array<i64: 1, 8, 16>}> : (tensor<2x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x16xf32>
    %292 = "stablehlo.reshape"(%291) : (tensor<1x8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%292) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>) -> (tensor<2x6x8xf32>, tensor<2x6x24xf32>, tensor<2x6x8xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call_4", sym_visibility = "private"}> ({
  ^bb0(%arg79: tensor<2x6x6xi1>, %arg80: tensor<2x6x6xf32>, %arg81: tensor<2x6x8xf32>, %arg82: tensor<16x8xf32>, %arg83: tensor<8x8xf32>, %arg84: tensor<8x24xf32>, %arg85: tensor<8x16xf32>):
    %238 = "stablehlo.dot_general"(%arg81, %arg84) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<8x24xf32>) -> tensor<2x6x24xf32>
    %239 = "stablehlo.reduce_precision"(%238) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x6x24xf32>) -> tensor<2x6x24xf32>
    %240 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 2, 6, 8>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x6x24xf32>) -> tensor<2x6x8xf32>
    %241 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 2, 6, 16>, start_indices = array<i64: 0, 0, 8>, strides = array<i64: 1, 1, 1>}> : (tensor<2x6x24xf32>) -> tensor<2x6x8xf32>
    %242 = "stablehlo.slice"(%239) <{limit_indices = array<i64: 2, 6, 24>, start_indices = array<i64: 0, 0, 16>, strides = array<i64: 1, 1, 1>}> : (tensor<2x6x24xf32>) -> tensor<2x6x8xf32>
    %243 = "stablehlo.dot_general"(%240, %241) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x6xf32>
    %244 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6xf32>
    %246 = "stablehlo.divide"(%243, %245) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %247 = "func.call"(%246, %arg79, %arg80) <{callee = @_where_5}> : (tensor<2x6x6xf32>, tensor<2x6x6xi1>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %248 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %249 = "stablehlo.reduce"(%247, %248) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg88: tensor<f32>, %arg89: tensor<f32>):
      %288 = "stablehlo.maximum"(%arg88, %arg89) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%288) : (tensor<f32>) -> ()
    }) : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %250 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %251 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %252 = "stablehlo.maximum"(%251, %249) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %253 = "stablehlo.broadcast_in_dim"(%252) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %254 = "stablehlo.broadcast_in_dim"(%253) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %255 = "stablehlo.subtract"(%247, %254) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %256 = "stablehlo.exponential"(%255) : (tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %257 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %258 = "stablehlo.reduce"(%256, %257) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %287 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%287) : (tensor<f32>) -> ()
    }) : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %261 = "stablehlo.divide"(%256, %260) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %262 = "stablehlo.dot_general"(%261, %242) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x6xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %263 = "stablehlo.dot_general"(%262, %arg83) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<8x8xf32>) -> tensor<2x6x8xf32>
    %264 = "stablehlo.reduce_precision"(%263) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %265 = "stablehlo.add"(%arg81, %264) : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %266 = "stablehlo.dot_general"(%265, %arg85) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<8x16xf32>) -> tensor<2x6x16xf32>
    %267 = "stablehlo.reduce_precision"(%266) <{exponent_bits = 8 : i32, mantissa_bits = 23 : i32}> : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %268 = "stablehlo.multiply"(%267, %267) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %269 = "stablehlo.multiply"(%268, %267) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %270 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %271 = "stablehlo.broadcast_in_dim"(%270) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %272 = "stablehlo.multiply"(%271, %269) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %273 = "stablehlo.add"(%267, %272) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %274 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %275 = "stablehlo.broadcast_in_dim"(%274) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %276 = "stablehlo.multiply"(%275, %273) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %277 = "stablehlo.tanh"(%276) : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %279 = "stablehlo.broadcast_in_dim"(%278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %280 = "stablehlo.add"(%279, %277) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %281 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %283 = "stablehlo.multiply"(%282, %280) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %284 = "stablehlo.multiply"(%267, %283) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %285 = "stablehlo.dot_general"(%284, %arg82) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x16xf32>, tensor<16x8xf32>) -> tensor<2x6x8xf32>
    %286 = "stablehlo.add"(%265, %285) : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    "func.return"(%286, %239, %264, %267, %arg81) : (tensor<2x6x8xf32>, tensor<2x6x24xf32>, tensor<2x6x8xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x6x6xf32>, tensor<2x6x6xi1>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>, res_attrs = [{}], sym_name = "_where_5", sym_visibility = "private"}> ({
  ^bb0(%arg76: tensor<2x6x6xf32>, %arg77: tensor<2x6x6xi1>, %arg78: tensor<2x6x6xf32>):
    %237 = "stablehlo.select"(%arg77, %arg76, %arg78) : (tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    "func.return"(%237) : (tensor<2x6x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x6x24xf32>, tensor<2x6x24xf32>, tensor<i32>) -> tensor<2x2x6x24xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg73: tensor<2x2x6x24xf32>, %arg74: tensor<2x6x24xf32>, %arg75: tensor<i32>):
    %232 = "stablehlo.broadcast_in_dim"(%arg74) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x6x24xf32>) -> tensor<1x2x6x24xf32>
    %233 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %234 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %235 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %236 = "stablehlo.dynamic_update_slice"(%arg73, %232, %arg75, %233, %234, %235) : (tensor<2x2x6x24xf32>, tensor<1x2x6x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x6x24xf32>
    "func.return"(%236) : (tensor<2x2x6x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x6x8xf32>, tensor<2x6x8xf32>, tensor<i32>) -> tensor<2x2x6x8xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_6", sym_visibility = "private"}> ({
  ^bb0(%arg70: tensor<2x2x6x8xf32>, %arg71: tensor<2x6x8xf32>, %arg72: tensor<i32>):
    %227 = "stablehlo.broadcast_in_dim"(%arg71) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x6x8xf32>) -> tensor<1x2x6x8xf32>
    %228 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %229 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %230 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %231 = "stablehlo.dynamic_update_slice"(%arg70, %227, %arg72, %228, %229, %230) : (tensor<2x2x6x8xf32>, tensor<1x2x6x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x6x8xf32>
    "func.return"(%231) : (tensor<2x2x6x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x2x6x16xf32>, tensor<2x6x16xf32>, tensor<i32>) -> tensor<2x2x6x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_7", sym_visibility = "private"}> ({
  ^bb0(%arg67: tensor<2x2x6x16xf32>, %arg68: tensor<2x6x16xf32>, %arg69: tensor<i32>):
    %222 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64: 1, 2, 3>}> : (tensor<2x6x16xf32>) -> tensor<1x2x6x16xf32>
    %223 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %224 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %225 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %226 = "stablehlo.dynamic_update_slice"(%arg67, %222, %arg69, %223, %224, %225) : (tensor<2x2x6x16xf32>, tensor<1x2x6x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x6x16xf32>
    "func.return"(%226) : (tensor<2x2x6x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x6x16xf32>) -> (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x6x1xf32>), res_attrs = [{}, {}, {}], sym_name = "log_softmax", sym_visibility = "private"}> ({
  ^bb0(%arg62: tensor<2x6x16xf32>):
    %205 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %206 = "stablehlo.reduce"(%arg62, %205) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg65: tensor<f32>, %arg66: tensor<f32>):
      %221 = "stablehlo.maximum"(%arg65, %arg66) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%221) : (tensor<f32>) -> ()
    }) : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %207 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %209 = "stablehlo.maximum"(%208, %206) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %210 = "stablehlo.broadcast_in_dim"(%209) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %212 = "stablehlo.subtract"(%arg62, %211) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %213 = "stablehlo.exponential"(%212) : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %214 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %215 = "stablehlo.reduce"(%213, %214) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg63: tensor<f32>, %arg64: tensor<f32>):
      %220 = "stablehlo.add"(%arg63, %arg64) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%220) : (tensor<f32>) -> ()
    }) : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %217 = "stablehlo.log"(%216) : (tensor<2x6x1xf32>) -> tensor<2x6x1xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    %219 = "stablehlo.subtract"(%212, %218) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    "func.return"(%219, %213, %216) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>, tensor<2x6x1xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x6x16xf32>, tensor<2x6x1xi32>) -> (tensor<2x6x1xf32>, tensor<2x6x1x1xi32>), res_attrs = [{}, {}], sym_name = "take_along_axis", sym_visibility = "private"}> ({
  ^bb0(%arg58: tensor<2x6x16xf32>, %arg59: tensor<2x6x1xi32>):
    %182 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %183 = "stablehlo.broadcast_in_dim"(%182) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6x1xi32>
    %184 = "stablehlo.compare"(%arg59, %183) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi1>
    %185 = "stablehlo.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %186 = "stablehlo.broadcast_in_dim"(%185) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6x1xi32>
    %187 = "stablehlo.add"(%arg59, %186) : (tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi32>
    %188 = "stablehlo.select"(%184, %187, %arg59) : (tensor<2x6x1xi1>, tensor<2x6x1xi32>, tensor<2x6x1xi32>) -> tensor<2x6x1xi32>
    %189 = "stablehlo.reshape"(%188) : (tensor<2x6x1xi32>) -> tensor<2x6x1x1xi32>
    %190 = "stablehlo.constant"() <{value = dense<15> : tensor<1xi32>}> : () -> tensor<1xi32>
    %191 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %192 = "stablehlo.broadcast_in_dim"(%191) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<2x6x1x1xi32>
    %193 = "stablehlo.compare"(%189, %192) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<2x6x1x1xi32>, tensor<2x6x1x1xi32>) -> tensor<2x6x1x1xi1>
    %194 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64: 3>}> : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64: 0, 1, 2, 3>}> : (tensor<1x1x1x1xi32>) -> tensor<2x6x1x1xi32>
    %196 = "stablehlo.compare"(%189, %195) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<2x6x1x1xi32>, tensor<2x6x1x1xi32>) -> tensor<2x6x1x1xi1>
    %197 = "stablehlo.and"(%193, %196) : (tensor<2x6x1x1xi1>, tensor<2x6x1x1xi1>) -> tensor<2x6x1x1xi1>
    %198 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %199 = "stablehlo.reduce"(%197, %198) <{dimensions = array<i64: 3>}> ({
    ^bb0(%arg60: tensor<i1>, %arg61: tensor<i1>):
      %204 = "stablehlo.and"(%arg60, %arg61) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%204) : (tensor<i1>) -> ()
    }) : (tensor<2x6x1x1xi1>, tensor<i1>) -> tensor<2x6x1xi1>
    %200 = "stablehlo.gather"(%arg58, %189) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x6x16xf32>, tensor<2x6x1x1xi32>) -> tensor<2x6x1xf32>
    %201 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x1xf32>
    %203 = "stablehlo.select"(%199, %200, %202) : (tensor<2x6x1xi1>, tensor<2x6x1xf32>, tensor<2x6x1xf32>) -> tensor<2x6x1xf32>
    "func.return"(%203, %189) : (tensor<2x6x1xf32>, tensor<2x6x1x1xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x6x1x1xi32>, tensor<2x6x1xf32>) -> tensor<2x6x16xf32>, res_attrs = [{}], sym_name = "take_along_axis_8", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<2x6x1x1xi32>, %arg55: tensor<2x6x1xf32>):
    %178 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %179 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %180 = "stablehlo.scatter"(%179, %arg54, %arg55) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg56: tensor<f32>, %arg57: tensor<f32>):
      %181 = "stablehlo.add"(%arg56, %arg57) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%181) : (tensor<f32>) -> ()
    }) : (tensor<2x6x16xf32>, tensor<2x6x1x1xi32>, tensor<2x6x1xf32>) -> tensor<2x6x16xf32>
    "func.return"(%180) : (tensor<2x6x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x6x16xf32>, tensor<2x6x1xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>, res_attrs = [{}], sym_name = "log_softmax_9", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<2x6x16xf32>, %arg48: tensor<2x6x1xf32>, %arg49: tensor<2x6x16xf32>):
    %166 = "stablehlo.negate"(%arg49) : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %167 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %168 = "stablehlo.reduce"(%166, %167) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg52: tensor<f32>, %arg53: tensor<f32>):
      %177 = "stablehlo.add"(%arg52, %arg53) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%177) : (tensor<f32>) -> ()
    }) : (tensor<2x6x16xf32>, tensor<f32>) -> tensor<2x6xf32>
    %169 = "stablehlo.reshape"(%168) : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %170 = "stablehlo.divide"(%169, %arg48) : (tensor<2x6x1xf32>, tensor<2x6x1xf32>) -> tensor<2x6x1xf32>
    %171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.reduce"(%170, %171) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg50: tensor<f32>, %arg51: tensor<f32>):
      %176 = "stablehlo.add"(%arg50, %arg51) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%176) : (tensor<f32>) -> ()
    }) : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x16xf32>
    %174 = "stablehlo.multiply"(%173, %arg47) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %175 = "stablehlo.add"(%arg49, %174) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    "func.return"(%175) : (tensor<2x6x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x6x24xf32>, tensor<i32>) -> tensor<2x6x24xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_10", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<2x2x6x24xf32>, %arg46: tensor<i32>):
    %161 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %162 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %163 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %164 = "stablehlo.dynamic_slice"(%arg45, %arg46, %161, %162, %163) <{slice_sizes = array<i64: 1, 2, 6, 24>}> : (tensor<2x2x6x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x6x24xf32>
    %165 = "stablehlo.reshape"(%164) : (tensor<1x2x6x24xf32>) -> tensor<2x6x24xf32>
    "func.return"(%165) : (tensor<2x6x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x6x8xf32>, tensor<i32>) -> tensor<2x6x8xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_11", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<2x2x6x8xf32>, %arg44: tensor<i32>):
    %156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %157 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %158 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %159 = "stablehlo.dynamic_slice"(%arg43, %arg44, %156, %157, %158) <{slice_sizes = array<i64: 1, 2, 6, 8>}> : (tensor<2x2x6x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x6x8xf32>
    %160 = "stablehlo.reshape"(%159) : (tensor<1x2x6x8xf32>) -> tensor<2x6x8xf32>
    "func.return"(%160) : (tensor<2x6x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x2x6x16xf32>, tensor<i32>) -> tensor<2x6x16xf32>, res_attrs = [{}], sym_name = "dynamic_index_in_dim_12", sym_visibility = "private"}> ({
  ^bb0(%arg41: tensor<2x2x6x16xf32>, %arg42: tensor<i32>):
    %151 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %153 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %154 = "stablehlo.dynamic_slice"(%arg41, %arg42, %151, %152, %153) <{slice_sizes = array<i64: 1, 2, 6, 16>}> : (tensor<2x2x6x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x6x16xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<1x2x6x16xf32>) -> tensor<2x6x16xf32>
    "func.return"(%155) : (tensor<2x6x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x6x8xf32>, tensor<2x6x24xf32>, tensor<2x6x8xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>) -> (tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>), res_attrs = [{}, {}, {}, {}, {}], sym_name = "closed_call_13", sym_visibility = "private"}> ({
  ^bb0(%arg24: tensor<2x6x8xf32>, %arg25: tensor<2x6x24xf32>, %arg26: tensor<2x6x8xf32>, %arg27: tensor<2x6x16xf32>, %arg28: tensor<2x6x8xf32>, %arg29: tensor<16x8xf32>, %arg30: tensor<8x8xf32>, %arg31: tensor<8x24xf32>, %arg32: tensor<8x16xf32>):
    %35:9 = "stablehlo.optimization_barrier"(%arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg24) : (tensor<2x6x24xf32>, tensor<2x6x8xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>, tensor<2x6x8xf32>) -> (tensor<2x6x24xf32>, tensor<2x6x8xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>, tensor<2x6x8xf32>)
    %36 = "stablehlo.slice"(%35#0) <{limit_indices = array<i64: 2, 6, 8>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<2x6x24xf32>) -> tensor<2x6x8xf32>
    %37 = "stablehlo.slice"(%35#0) <{limit_indices = array<i64: 2, 6, 16>, start_indices = array<i64: 0, 0, 8>, strides = array<i64: 1, 1, 1>}> : (tensor<2x6x24xf32>) -> tensor<2x6x8xf32>
    %38 = "stablehlo.slice"(%35#0) <{limit_indices = array<i64: 2, 6, 24>, start_indices = array<i64: 0, 0, 16>, strides = array<i64: 1, 1, 1>}> : (tensor<2x6x24xf32>) -> tensor<2x6x8xf32>
    %39 = "stablehlo.dot_general"(%36, %37) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x6xf32>
    %40 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %41 = "stablehlo.broadcast_in_dim"(%40) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6xf32>
    %42 = "stablehlo.divide"(%39, %41) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %43 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %44 = "stablehlo.broadcast_in_dim"(%43) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6x6xi1>
    %45 = "func.call"(%44) <{callee = @tril_14}> : (tensor<6x6xi1>) -> tensor<6x6xi1>
    %46 = "stablehlo.constant"() <{value = dense<-1.000000e+09> : tensor<f32>}> : () -> tensor<f32>
    %47:2 = "func.call"(%45, %42, %46) <{callee = @_where_15}> : (tensor<6x6xi1>, tensor<2x6x6xf32>, tensor<f32>) -> (tensor<2x6x6xf32>, tensor<2x6x6xi1>)
    %48 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %49 = "stablehlo.reduce"(%47#0, %48) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg39: tensor<f32>, %arg40: tensor<f32>):
      %150 = "stablehlo.maximum"(%arg39, %arg40) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%150) : (tensor<f32>) -> ()
    }) : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %50 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %51 = "stablehlo.broadcast_in_dim"(%50) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6xf32>
    %52 = "stablehlo.maximum"(%51, %49) : (tensor<2x6xf32>, tensor<2x6xf32>) -> tensor<2x6xf32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %55 = "stablehlo.subtract"(%47#0, %54) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %56 = "stablehlo.exponential"(%55) : (tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %57 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %58 = "stablehlo.reduce"(%56, %57) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %149 = "stablehlo.add"(%arg37, %arg38) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%149) : (tensor<f32>) -> ()
    }) : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %60 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %61 = "stablehlo.divide"(%56, %60) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %62 = "stablehlo.multiply"(%59, %59) : (tensor<2x6x1xf32>, tensor<2x6x1xf32>) -> tensor<2x6x1xf32>
    %63 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x1xf32>
    %65 = "stablehlo.divide"(%64, %62) : (tensor<2x6x1xf32>, tensor<2x6x1xf32>) -> tensor<2x6x1xf32>
    %66 = "stablehlo.dot_general"(%61, %38) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x6xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %67 = "stablehlo.add"(%35#3, %35#1) : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %68 = "stablehlo.multiply"(%35#2, %35#2) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %69 = "stablehlo.multiply"(%68, %35#2) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %70 = "stablehlo.multiply"(%35#2, %35#2) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %71 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %72 = "stablehlo.broadcast_in_dim"(%71) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %73 = "stablehlo.multiply"(%72, %70) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %74 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %75 = "stablehlo.broadcast_in_dim"(%74) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %76 = "stablehlo.multiply"(%75, %69) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %77 = "stablehlo.add"(%35#2, %76) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %78 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %79 = "stablehlo.broadcast_in_dim"(%78) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %80 = "stablehlo.multiply"(%79, %77) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %81 = "stablehlo.tanh"(%80) : (tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %82 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %84 = "stablehlo.subtract"(%83, %81) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %85 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %86 = "stablehlo.broadcast_in_dim"(%85) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %87 = "stablehlo.add"(%86, %81) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %88 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %90 = "stablehlo.multiply"(%89, %87) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %91 = "stablehlo.multiply"(%35#2, %90) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %92 = "stablehlo.dot_general"(%35#8, %91) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<2x6x16xf32>) -> tensor<8x16xf32>
    %93 = "stablehlo.transpose"(%92) <{permutation = array<i64: 1, 0>}> : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %94 = "stablehlo.dot_general"(%35#8, %35#4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<16x8xf32>) -> tensor<2x6x16xf32>
    %95 = "stablehlo.multiply"(%35#2, %94) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %96 = "stablehlo.multiply"(%94, %90) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %97 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %98 = "stablehlo.broadcast_in_dim"(%97) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %99 = "stablehlo.multiply"(%98, %95) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %100 = "stablehlo.multiply"(%99, %84) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %101 = "stablehlo.multiply"(%100, %81) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %102 = "stablehlo.add"(%100, %101) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %103 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.broadcast_in_dim"(%103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %105 = "stablehlo.multiply"(%104, %102) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %106 = "stablehlo.add"(%96, %105) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %107 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x16xf32>
    %109 = "stablehlo.multiply"(%108, %105) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %110 = "stablehlo.multiply"(%109, %73) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %111 = "stablehlo.add"(%106, %110) : (tensor<2x6x16xf32>, tensor<2x6x16xf32>) -> tensor<2x6x16xf32>
    %112 = "stablehlo.dot_general"(%111, %67) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x16xf32>, tensor<2x6x8xf32>) -> tensor<16x8xf32>
    %113 = "stablehlo.transpose"(%112) <{permutation = array<i64: 1, 0>}> : (tensor<16x8xf32>) -> tensor<8x16xf32>
    %114 = "stablehlo.dot_general"(%111, %35#7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x16xf32>, tensor<8x16xf32>) -> tensor<2x6x8xf32>
    %115 = "stablehlo.add"(%35#8, %114) : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %116 = "stablehlo.dot_general"(%115, %66) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<8x8xf32>
    %117 = "stablehlo.transpose"(%116) <{permutation = array<i64: 1, 0>}> : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %118 = "stablehlo.dot_general"(%115, %35#5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<8x8xf32>) -> tensor<2x6x8xf32>
    %119 = "stablehlo.dot_general"(%118, %61) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<2x6x6xf32>) -> tensor<2x8x6xf32>
    %120 = "stablehlo.transpose"(%119) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x8x6xf32>) -> tensor<2x6x8xf32>
    %121 = "stablehlo.dot_general"(%118, %38) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x6xf32>
    %122 = "stablehlo.broadcast_in_dim"(%65) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %123 = "stablehlo.multiply"(%121, %122) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %124 = "stablehlo.multiply"(%123, %56) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %125 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %126 = "stablehlo.reduce"(%124, %125) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg35: tensor<f32>, %arg36: tensor<f32>):
      %148 = "stablehlo.add"(%arg35, %arg36) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%148) : (tensor<f32>) -> ()
    }) : (tensor<2x6x6xf32>, tensor<f32>) -> tensor<2x6xf32>
    %127 = "stablehlo.reshape"(%126) : (tensor<2x6xf32>) -> tensor<2x6x1xf32>
    %128 = "stablehlo.negate"(%127) : (tensor<2x6x1xf32>) -> tensor<2x6x1xf32>
    %129 = "stablehlo.broadcast_in_dim"(%59) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<2x6x1xf32>) -> tensor<2x6x6xf32>
    %130 = "stablehlo.divide"(%121, %129) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.reduce"(%128, %131) <{dimensions = array<i64: 2>}> ({
    ^bb0(%arg33: tensor<f32>, %arg34: tensor<f32>):
      %147 = "stablehlo.add"(%arg33, %arg34) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%147) : (tensor<f32>) -> ()
    }) : (tensor<2x6x1xf32>, tensor<f32>) -> tensor<2x6xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<2x6xf32>) -> tensor<2x6x6xf32>
    %134 = "stablehlo.add"(%130, %133) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %135 = "stablehlo.multiply"(%134, %56) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %136 = "func.call"(%47#1, %135) <{callee = @_where_16}> : (tensor<2x6x6xi1>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %137 = "stablehlo.constant"() <{value = dense<2.82842708> : tensor<f32>}> : () -> tensor<f32>
    %138 = "stablehlo.broadcast_in_dim"(%137) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6xf32>
    %139 = "stablehlo.divide"(%136, %138) : (tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    %140 = "stablehlo.dot_general"(%139, %36) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x6xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %141 = "stablehlo.dot_general"(%139, %37) <{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x6xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    %142 = "stablehlo.concatenate"(%141, %140, %120) <{dimension = 2 : i64}> : (tensor<2x6x8xf32>, tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x24xf32>
    %143 = "stablehlo.dot_general"(%142, %35#3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0, 1], rhs_contracting_dimensions = [0, 1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x24xf32>, tensor<2x6x8xf32>) -> tensor<24x8xf32>
    %144 = "stablehlo.transpose"(%143) <{permutation = array<i64: 1, 0>}> : (tensor<24x8xf32>) -> tensor<8x24xf32>
    %145 = "stablehlo.dot_general"(%142, %35#6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x6x24xf32>, tensor<8x24xf32>) -> tensor<2x6x8xf32>
    %146 = "stablehlo.add"(%115, %145) : (tensor<2x6x8xf32>, tensor<2x6x8xf32>) -> tensor<2x6x8xf32>
    "func.return"(%146, %93, %117, %144, %113) : (tensor<2x6x8xf32>, tensor<16x8xf32>, tensor<8x8xf32>, tensor<8x24xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6x6xi1>) -> tensor<6x6xi1>, res_attrs = [{}], sym_name = "tril_14", sym_visibility = "private"}> ({
  ^bb0(%arg23: tensor<6x6xi1>):
    %26 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6x6xi32>
    %27 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %28 = "stablehlo.broadcast_in_dim"(%27) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6x6xi32>
    %29 = "stablehlo.add"(%26, %28) : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi32>
    %30 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<6x6xi32>
    %31 = "stablehlo.compare"(%29, %30) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<6x6xi32>, tensor<6x6xi32>) -> tensor<6x6xi1>
    %32 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %33 = "stablehlo.broadcast_in_dim"(%32) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<6x6xi1>
    %34 = "stablehlo.select"(%31, %arg23, %33) : (tensor<6x6xi1>, tensor<6x6xi1>, tensor<6x6xi1>) -> tensor<6x6xi1>
    "func.return"(%34) : (tensor<6x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<6x6xi1>, tensor<2x6x6xf32>, tensor<f32>) -> (tensor<2x6x6xf32>, tensor<2x6x6xi1>), res_attrs = [{}, {}], sym_name = "_where_15", sym_visibility = "private"}> ({
  ^bb0(%arg20: tensor<6x6xi1>, %arg21: tensor<2x6x6xf32>, %arg22: tensor<f32>):
    %22 = "stablehlo.convert"(%arg22) : (tensor<f32>) -> tensor<f32>
    %23 = "stablehlo.broadcast_in_dim"(%arg20) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<6x6xi1>) -> tensor<2x6x6xi1>
    %24 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6xf32>
    %25 = "stablehlo.select"(%23, %arg21, %24) : (tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    "func.return"(%25, %23) : (tensor<2x6x6xf32>, tensor<2x6x6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2x6x6xi1>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>, res_attrs = [{}], sym_name = "_where_16", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<2x6x6xi1>, %arg19: tensor<2x6x6xf32>):
    %19 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x6x6xf32>
    %21 = "stablehlo.select"(%arg18, %arg19, %20) : (tensor<2x6x6xi1>, tensor<2x6x6xf32>, tensor<2x6x6xf32>) -> tensor<2x6x6xf32>
    "func.return"(%21) : (tensor<2x6x6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x16x8xf32>, tensor<16x8xf32>, tensor<i32>) -> tensor<2x16x8xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_17", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2x16x8xf32>, %arg16: tensor<16x8xf32>, %arg17: tensor<i32>):
    %15 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<16x8xf32>) -> tensor<1x16x8xf32>
    %16 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %18 = "stablehlo.dynamic_update_slice"(%arg15, %15, %arg17, %16, %17) : (tensor<2x16x8xf32>, tensor<1x16x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x8xf32>
    "func.return"(%18) : (tensor<2x16x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x8x8xf32>, tensor<8x8xf32>, tensor<i32>) -> tensor<2x8x8xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_18", sym_visibility = "private"}> ({
  ^bb0(%arg12: tensor<2x8x8xf32>, %arg13: tensor<8x8xf32>, %arg14: tensor<i32>):
    %11 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %12 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %14 = "stablehlo.dynamic_update_slice"(%arg12, %11, %arg14, %12, %13) : (tensor<2x8x8xf32>, tensor<1x8x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x8xf32>
    "func.return"(%14) : (tensor<2x8x8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x8x24xf32>, tensor<8x24xf32>, tensor<i32>) -> tensor<2x8x24xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_19", sym_visibility = "private"}> ({
  ^bb0(%arg9: tensor<2x8x24xf32>, %arg10: tensor<8x24xf32>, %arg11: tensor<i32>):
    %7 = "stablehlo.broadcast_in_dim"(%arg10) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x24xf32>) -> tensor<1x8x24xf32>
    %8 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %9 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %10 = "stablehlo.dynamic_update_slice"(%arg9, %7, %arg11, %8, %9) : (tensor<2x8x24xf32>, tensor<1x8x24xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x24xf32>
    "func.return"(%10) : (tensor<2x8x24xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2x8x16xf32>, tensor<8x16xf32>, tensor<i32>) -> tensor<2x8x16xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_20", sym_visibility = "private"}> ({
  ^bb0(%arg6: tensor<2x8x16xf32>, %arg7: tensor<8x16xf32>, %arg8: tensor<i32>):
    %3 = "stablehlo.broadcast_in_dim"(%arg7) <{broadcast_dimensions = array<i64: 1, 2>}> : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %4 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %5 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %6 = "stablehlo.dynamic_update_slice"(%arg6, %3, %arg8, %4, %5) : (tensor<2x8x16xf32>, tensor<1x8x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x16xf32>
    "func.return"(%6) : (tensor<2x8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xf32>, tensor<f32>, tensor<i32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "dynamic_update_index_in_dim_21", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<2xf32>, %arg4: tensor<f32>, %arg5: tensor<i32>):
    %1 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %2 = "stablehlo.dynamic_update_slice"(%arg3, %1, %arg5) : (tensor<2xf32>, tensor<1xf32>, tensor<i32>) -> tensor<2xf32>
    "func.return"(%2) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>, res_attrs = [{}], sym_name = "_where_22", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>):
    %0 = "stablehlo.select"(%arg0, %arg1, %arg2) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    "func.return"(%0) : (tensor<f32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
